// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/guide/technique_examples.h"

#include <array>

namespace pm {

namespace {

// One row per technique that has an example, in catalogue order. Each
// position was found by walking the explaining solver's path through
// public puzzle sets (../shared/data) and through puzzles from Pencilmark's
// own generator (the command that makes them is given), keeping per
// technique the smallest board, then the fewest candidates and the
// smallest pattern. tests/ui/guide/tst_technique_guide checks every row: the
// solver's next step there must be the technique and agree with the
// solution. Techniques without a row have no example yet; the guide says so.
//
// 4x4 and 6x6 boards hold the singles, subsets, fish, wings, single-digit
// patterns, uniqueness patterns and the shorter chains; the hidden single
// in an extra house needs a variant (X-Sudoku). The counting techniques
// need counted houses: MultiFour (12x12) and DoubleNine (18x18), whose
// sections are needed for count pointing and claiming. The rest are 9x9.
//
// The killer techniques' positions come from walking the path of every
// killer Solo made for this (about 3,000 of 4x4, 6x6 and 9x9). On none was
// the innie-outie difference the easiest step left (a one-cell innie, a
// virtual cage or the rule over several houses always came first); its
// position comes from Pencilmark's own hard killers, where it is (in 11 of
// 60 9x9 paths, and the smallest of 200 6x6 ones is the row here).
//
// The variant rules' techniques (issue 38) take real published puzzles
// (../shared/data/variants_public.json, CC BY 4.0; the guide credits each
// by title and author): the first on the list whose path takes the
// technique, at the first step that does.
// "Van de Graaff Generator" by jeremydover & Raumplaner (CC BY 4.0),
// ../shared/data/variants_public.json puzzle 22: two rows take it.
constexpr std::string_view kVanDeGraaffGenerator =
    "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QDUBDAOwAIATGUgcQCdDCAzRmmYmetAe1pFUICuaABY8E"
    "IAFYcYAWwCe5LgDcOpAGSkASoJkAHLCQ58QtATjAw04gHI8ZhLKQDKAxQGsBpU+dKFd+uQA6AB1iUIAhSwB3GDZSLAh2MHhSAHky"
    "ESoAc1oYOXjEmDBkUhgVWnziLmIAWgBjCFo6nFI6mCxHGQEwNFJhQhVfUiUHASoe2gg67HyAI2jYjOEqEawxsFJE0kzWxuaqNo6N"
    "6u3lgvYQsOIAUWI0Wi5dKfOilIBBYnyLXq4WEVzxjAAI5jO4QBytdpYDYOapZXxkNj3R7PBLsUhdHqtapoQhbQjxLhRCgQLKYUgA"
    "CgAjDUAMwAShKBJkEHI5Ba5FJ5IpABYagA2RkI8hDYSk4Qksm9CkAdhqiHpgVIABEuWgNvZ8rldDBCD8yAS0TAShAWA4sESYCLZv"
    "kuJlaF4zEVAsYcqyEABtD2gVZjBC01BklTEBD3MYAX2QwEj0ajMfjccTPtGuAAHIGIMHQ6YYOGALrIb0J2Ml4tlgtFpNlqtViulm"
    "v1xv5wuNkC+3BUjNZ+Bh3NJtsphAAVi7bGzEYb8br1abk+nk6jA7WuBQICDY57OZnU5b24Xpfns6PMaXfvgACZRyHNxG8wWQEiHk"
    "9moVPaAjWBPR6QJpaQBhKljF/P9zyA/9aSA88/wg1BNCpaDIL/HkgPg5DYKgocUL/flEJw2D4JlRDCPwv9U0QxAwNIyiKNgnkqNo"
    "v8aJ/Id6J/flGKA9iyNgmUOJ41jNF44if1TP9hM0RAxKA0S8J/STZM0UTMNgyS0JEpCgMkmD1O0iSQOkgCgN40D+MA2D2JMtjDNg"
    "ljLM0OizJ/OjQLvE8Py/Zj9IYxz7K8n9/x8/87PAkBXMXdz4C9TzdLotTNBY5SrIU3jMNc+95jQGI2CNN8QAiqLNCg4K/N8uzbM4"
    "krjIMly8zcwpP0i79FIE0TxJkgzEuauLRN00SarqpIPMKgT/24pyBJYsbNC4oyWqosL33qoaoKmqDxKghSMMQuKoN0orQtq8Klsa"
    "/yNIYuKWLi9jkIWvLjoK9jxPYhT2M666DoGoohv/OL/06/8FP/cS6PElinqk278qa1TNL/Tr5I+o7BpOwS+PUpi9LIyH7qa9ifJY"
    "nyHI++8csixbkYKgLKOKvaEJI2m4tQxDOvgzbsKw9apJI1a0eAqb/wxuiprojHJoqjGZv4jHeKmoSDPEyS2vZlTlfU+GzvUuKtIM"
    "3TJLs0SfKq0yKrsvGgPK7ygOcg7UC4IQjT/cQAGIADEXb/P83jeYwolZEQEAABkCKkh35c8RxARgHhkP9qgmPE7nEW5kWfUgABlX"
    "0+hqCot8bCZKqnYKCyiILvW37cKR28Fd93Pe91BffIf34CDkOw4jqOuBjuP7gTqw8GTp9ngz9gQCzoaWJijX4rhirktnsuQDt7BK"
    "+dt2Pa9n2/eEQPg9D8PUE77viHjxJ+5AQeUTqdPM/vMAuDWDBqk9AMeWQGVkE7flkBHFBL3TX+yBLxv3TAGb+nYP6dnTN/P+78f7"
    "IDfgGFAI4AyQIQUA5A0DkDf0vFA+BKAP6v3QR/LBAZcH4Iwd/FByAUDpjfmg9MnY36Xg/t/JB8DCE0PgW/PBODapAA==";

// "Antiknight Coloring Book: Shave and a Haircut..." by Lubaf (CC BY 4.0),
// ../shared/data/variants_public.json puzzle 35: two rows take it.
constexpr std::string_view kShaveAndAHaircut =
    "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QEEA7DAa0IgHMALNAAgGEB7LRgJwkItoCFHGT4tAM"
    "pUAhgDcYtUYQAm02gAlREVgGMArmgB0ukKlFaqbBCAAyGgEaiAZvpCsNOMDDSmACllFqpaKlNlKTDBaAEZaP1ZGDWpaRFoOW"
    "hhvKiSAWwAHNABPWh8sLG1aABEgtBC0jTA6QkY6VhgM5LoAd0wqRL8pMFE0qSiW5DzmDTTCIbYEuQg1UTQYeQaKCEZCbQAdQ"
    "k3S5fLaSuraWvrG5qm8mAKQvznpBoU1fzAQskoaAHIKxklpDNFWHSbbZlEKiFicBR/LAcWRRPq0aGEfrJeRdWg9eE2Ngtf6y"
    "EKTaxqEg41h4jZbQg7YLScFcZKPCL+VhpRh9easfZVOgcNQNUQudFof4YCE2OGMqSWJyWJJycmbACiAA8Mmx5vIxaz0RpZPw"
    "nKJLNokW5UBR2LIEABtS2gJYrQgIABMAF9kLaYMtVk7Xe7PQ74C63Q4PfbvUG7V6Az7g36EAA2aMR/0J8MhyMp32h+AAdmdA"
    "F1kDaY1nA5n04m08mK7H4Bni+XUzW60n49Ws7nG+384Wy/7S/X/QBmNuR4ed0cj/0d3sIacD2eThfjqfdostqNun2L+Bj4Bb"
    "5cIAAs2+PB5zq5nG73m7Pu+3oXvj7PAAYL/P4AAOE/fm/Xy8Ps8AP/bdXwLNdKwQL8zygy8YPfOD1wQiD4CA99UPXdDkNAnt"
    "4O3JCawAVm3IizxIy8yPfCj1yorC30Q4iGNIkDmJfFjL1AgsQBkUhyGoNx4DQRwYFQLpmVZVwYFYK1QERGAwCtS0QAAJUQeh"
    "QnsJSPzUjTs201AlLjPTlIIoylMPUzB1Mx1TNCbS8zzbsQChGE4VwItZPk+BrWU8zDw0yyCJAezow8hTlMMj8dPoRAgocziw"
    "BGDBI0tFBB2QUJkEPZBHWQD9kDjZBs2QAjcuKzLsuQFAMrSgqiqKrKSoK6qKpQPLauQNKMrynKUBKhrSp68r2s68qMuGsrus"
    "qjr8sK0qSqq8qcsGvLGtmrLmoywa0vqib8ocoA==";

// "Locking Out the Odds" by jeremydover (CC BY 4.0),
// ../shared/data/variants_public.json puzzle 36.
constexpr std::string_view kLockingOutTheOdds =
    "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QBkB7AYwGsIA7AcwAIB5AVzRrQAsZ6ATTsEVAQyatCAJw"
    "QgAVjBEwAtgE9OhAG7S+IEQxxgYacQFoaAOVGz+WGgGUGS0gxqbtNfgAcXWeQDoAOhUMARCCpMMBpKGgAjUU5pGE4aMABHBn4ZUN"
    "kGMGYIjhhVCh8/egoaIjJCJlLKGFDOIJDnLEJqFnYaLGqaDKyaCkJsjhy0AHcYGBLRGhhk8xZCVo4KBlkckVDwtg46/llm+PGeTx"
    "pAnb2aZXMGGq7M5jqAM3vpSPkaABYaSd2ZGnvJ/gorx0VFk4zQnnUVBEEE4CAA2nDgABfZDI1EotGYjHY9EAXWQiJxWPRJOJyPxh"
    "NJROpVIpZJp9LxBMZmJAFywVwQADZUMF8gg0JoYAzsXSRVSJeTmeKWaLpZKZXLKbKFXj8SA8uN4aBiDAsFhxAAlABMAGEAMwgDEg"
    "XX6o3m03Gq2om16g14Q1vU0ARmdOrdRoArBa/a67R6AOyO0O290gQ1R33W2NGgAcpsDMYDHsQpq5WfD8dzqYLccN6cQpaNXNNJeT"
    "2fjXrrLpTHq9+frhc9preVY93p7ffjA47LYbJtNEaHhoHdfVTXKTG1IA6FBq8Lh8fTltQCeju8T6nLPqPuaduNx1tX6/gCPjUczB"
    "8Hu/Tj6LeaP6fzF6v1V4t83Y8p13YtT1NSsX3Ao8oxLH8XWvf870NGsIPjGsS13YNgMbWsjy9Ss4NABCN3jB0MPjM1sJnScj1nI8"
    "zQIy94L/EiJ3zXcR1ojMuN7XczV7QiVxYgDSI/Xd2zw7jxOfUSBKYojhKQgcnT4kNdwdHdRJUiiT0E4iRO7bTu19TD93jYNNOQ6M"
    "f3VGRiDQAEqBwZdY0QnSBNQCJ+B0U1xAAYgAUSCgKADEQvUCpsGqXy8D8gAGBK4rC9Q/goNAYpAeLEoS9RhhhNgEDizwuUDVB2CC"
    "Vg9HgIqSoEahnPgN5A07LA3LYkB1S8nz/OC0LwtQSLrwyrKEuS1BUvS/zspy1A8s4ArquK0qQHKqhKsKpa6qc3AmpatqHQ8kAupg"
    "YberGkBBuiqbEvOibhumuLcvy1gNtqlaYAqqqauWxyGt2sd9X2j9Ou8k6euC87LrXe6bv6kA7uu7Knvml7Fre1b1rRn76p25qAda"
    "+FRNgzzQdOiG4ahsHYuy27mkm6npuRhbvrKj61q+zaQF+3G9sJicCJJ7rYrOimmCGxGkrhhGGaR2bnte5aMY5t7uYQf7/UBvmzV9"
    "EGhcykWIrFq6ZcllK6Zh2WQDm5nOaVhWtr+vGNYJ29h2swWqf18nDai6GJdptKLcSpnUZZ97PvtrmcbVp2wxdwD8I6j2yaCyGjb9"
    "k2A/pzKHpDyO7axh2efxtqUKTo7SfB1PRd9z2RtN8bzYlmarflwvw/ZyPVca2PXL5mDy+OlO+p98XM6lpuTZb63Q9ttnMbD7v1bj"
    "tr0ynXW64Ngb07rmmJ8D5vHrllH8/n5Xse2mPedd49LQ34e09roOs6D6e27DgvF+jnvr8As9B8rsLb228n7+33tneub8T7t0/pzJ"
    "evc3Sr2BsnKuI8QFjxzrDM2B8p5H1btAj+Z8u7f2Xn3G+D4AF60CsAi6O9n7gNfngmep8I7t3gb/HC54UFAOrqPY2mDRoMMPnnGB"
    "RC2EkIQZrG+NYuEVyoVvWhoDx7YIgbnY+Nt0ZiK/pfH+Jc+YOlkUPfyAAhYxXIuQJWNNpSmw1THmJbtLARwd1GzwjIrLRng3EcIn"
    "HfbhmU7EWLilYvhGd/FmMCSoxhIiipuNZqwmJkj45u0OkY2KATLHWLoSY8JDjJ5OKgTbWJHcF6eMSW1Ti99sn2KCZkpRYTqmROES"
    "4jaRTYFeL0TfSilC67pJqSEnpOS8GOMgUw9+pS4md0Wu0525TcKVLSYM4J6D+F+V6Y03B0TxnFI5tMlefMvQ6z8asxZtSMHHIaY3"
    "HB+TRkEK2W0spfMLLdNsSc/pLyLnwzySMzZrSPG7LIQnQc8z6mBKWYos5azLmqMZs0qZ7j4mlO8RJYF5zQWnJWZCz5VzvmwoSRMk"
    "p/zEH7LmUc3pYKbFVIiVCqJuK7l/IedIklciBnVPJVkhZHzhlqPwYU+FkyEneMPCisl6LQmotydi7lzC4X4p2QywCUZDGAJBRkt5"
    "lKJXQsttKvF2yWnyq3NxYVrzllisxVymFPLXF8oJfqw0uZvykuNeCjFgz1nXJ+dauV3jQJGtZaKllVKsWaucZavVsq9XeIrM89Vf"
    "STUBo1TS0NMrdVwsjSGFFAUIwBS5I/M5e83U4qTUVQMnqNolqLjHcaIhCCyFNM0LIIh+CUCqgQEgpBIqljav/DNWac01zzVg6lTS"
    "i2eHLSm4tF9HZVprXWigDam1pXEGUdtS5BWGqOZm7NuaVn5qHRs2lY7YFjvgdO2t9bBQLpbcujtaaHXMtOr27dYrd1BsTdq0dpbF"
    "rHokae2d87m1LrbTejpgE17RuFo+/tO7B2vuHe+w9Hjv06Kar+89jaAN4GvaukD94mWpP1pBtVyi93uoPZ+idFae6obnRejDrbFx"
    "6G8WXHtW6oPPpg+arVYyEMIqQ1O+G1az00fQ4uzDQHsMzOJQLe9PVCNxvoQWqV3HyMfsoyhgTM60OXsAwxzt+i8PKsCnJ517HBGK"
    "YtfBlTfHcbUf/aJ+jK7GM4f5uBgjrGiNOJfnB5T4av2TpsxpoTdmr3iac5JzpyCZMQfc/JsB5muO3J4/y1TUdkPLXuIJv9tH7NYb"
    "C3siLKTDObr7R5+uXn90jqSyU6zlbAtZZEyF3T3iHR3vw0ZmLJnd4ca+UpxLVn/O1Yy5p4T2mxNNecwdVz7WSuxeI7BirlnfMUdS"
    "/xobQXsuNcc3pm+ykpvFafV1szJHC2LfHSlk9dWtN0dy9twC2s9vGYpXNzjIbTtHoG1Ry7I3ruhdu5wh7HWnueaEQtnzZ2aufbW/"
    "V0bDngPhcAjIgHM3OsKeO71m2VWOYQ/U1Dq7OXftInnNUZc+kkL8R4lxN81F2I6W/OqIHfkACCjPjGp02caWOpPAKTekrxHCVOJL"
    "qWBvT9lmVmes9Cuzznilue4VUlRAcCu5c6UYrNsXLO2e0o57+NciE7sniF0ZDS9E1Ju3PCLupTONeS619L3XrFE7SXIoaLCR50Ju"
    "6gheNXVuJdw3fdr5i9uDJgZAsru1UFIKoT3LBC3Zzxea5HQHhSQekL/0giZXDGe9xGW3B1WPKz4828T3bm8SEvxgRp8eKnUY+d7k"
    "zF7lH/lC9+7GUnoSKfAVGQOUeYMRknm7kRw3hnzepc69L6B032foIG4NVn7t+exUj9pd6dLmW8ebbh+38fuHq8ySrxXz8wvvdL5H"
    "Sv2zG2dNbbH3rg1VFQKh6j1Gp8Mfj/W5b7cs/X3guX831ztCEf/9ndXcndJJVdG9YoT931P9cdvt8dxtk9t9DQyITclcldncGI89"
    "X9fdNloC19YCN8JMt8b92oOIxI3YqcBxa9ych9RcfcE8oDV9htv8xsr9A9ECWtJJK8vQBc99JsaDLdICxlcCmCL8WDf8ZczcTdLJ"
    "jdDcTcdYF865BCP9GD1sGsf9CC/9DJJIs9e8e9J9B8FDholCbZhDVCYcbtCdUAwBCAOQMBmh4RSpzRkA3hkBUxkAUAeRvRkBjRkA"
    "IxfDkAeQ3DSofCvCXCnCUAvCfCUA/CwiAjkBSo3CXDojvDkAvC3CnCeQEjUiUiMj4j3D/DYjSoeQXC/CUAfC3DIjXC8ivCnCSj8i"
    "eQUBYjAj/DSpKieQ/CvCUBgiqiwjLwgA";

constexpr std::array kExamples = {
    // pencilmark-cli generate --count 200 --size 4 --minimal --seed 1, puzzle 6
    TechniqueExample{"full-house", "4x4",
                     "...4.413.3......",
                     "",
                     "generator"},
    // pencilmark-cli generate --count 200 --size 4 --minimal --seed 1, puzzle 17
    TechniqueExample{"naked-single", "4x4",
                     ".4.1....2.1.....",
                     "",
                     "generator"},
    // pencilmark-cli generate --count 200000 --box 2x3 --minimal --seed 78, puzzle 11053
    TechniqueExample{"hidden-single-box", "6x6",
                     ".5.4....3.1........4.5..........2.3.",
                     "",
                     "generator"},
    // pencilmark-cli generate --count 200000 --box 2x3 --minimal --seed 78, puzzle 15372
    TechniqueExample{"hidden-single-line", "6x6",
                     "6.5.........5..4...4..52...2.4....1.",
                     "",
                     "generator"},
    // pencilmark-cli generate --count 30 --box 2x3 --variant x --seed 3, puzzle 16
    TechniqueExample{"hidden-single-other", "6x6+x",
                     "...2....3..4.....5..............6...",
                     "1456 1456 145 2 1356 136 2 156 3 156 156 4 1346 12346 124 1346 12346 5 13456 123456 145 "
                     "1346 12346 1236 1345 12345 1245 13456 13456 136 1345 1345 6 1345 12345 123",
                     "generator"},
    // pencilmark-cli generate --count 20 --variant multifour --level extreme --seed 7, puzzle 1; in
    // the marks, r2c1 still holds a 1 though row 2 has its three 1s
    TechniqueExample{"count-elimination", "multifour",
                     "multifour 34.14..3.1.1.1....24..41.2..3.1.2332..21.21....23423....41.44.34.4.121..43223.1...43."
                     "2332..21..3...312..3.1.3.4.4..12.2..33..32...241.4.3.3....4",
                     "3 4 4 1 4 2 2 3 3 1 2 1 124 1 1 24 24 34 2 4 34 234 4 1 14 2 1 14 3 14 1 14 2 3 3 2 14 134 2 1 "
                     "14 2 1 134 134 34 134 2 3 4 2 3 2 1 3 2 4 1 1 4 4 123 3 4 12 4 3 1 2 1 13 123 4 3 2 2 3 14 1 "
                     "124 14 24 4 3 14 2 3 3 2 14 4 2 1 4 14 3 24 234 1 3 1 2 4 234 3 234 1 23 3 123 4 12 4 13 4 1 2 "
                     "23 2 123 124 3 3 124 124 3 2 124 14 24 2 4 1 1234 4 124 3 134 3 1234 134 234 134 4",
                     "generator",
                     true},
    // pencilmark-cli generate --count 20 --variant multifour --level extreme --seed 7, puzzle 1
    TechniqueExample{"count-fill", "multifour",
                     "multifour 34.14..3.1.1.1....24..41.2..3.1.2332..21.21....23423....41.44.34.4.121..43223.1...43."
                     "2332..21..3...312..3.1.3.4.4..12.2..33..32...241.4.3.3....4",
                     "multifour 344142233121.11...24..41.21.3.1.2332..21.21....23423213241144.34.43121..43223.1...43."
                     "2332.4214.3..13124.3.1.3.4.4.412.2..33..32...241.4.3.3....4",
                     "generator"},
    // Puzzle 34 of sgt-solo --generate 150 2x2kdu (Simon Tatham's Solo, Debian 12
    // sgt-puzzles 20230122; Solo takes no seed on the command line, so its game
    // ID is the record). Killer rows hold a Solo game ID, cages and sums
    // included, in the puzzle field.
    TechniqueExample{"cage-combination", "4x4",
                     "2x2k:p,aaa___aaa__aaaa,3a9a5_8c8a7d",
                     "",
                     "solo"},
    // sgt-solo --generate 1500 2x3kdu, puzzle 656
    TechniqueExample{"innie-outie-single", "6x6",
                     "2x3k:zj,a__________b___b___baaaa_ac_aa__b__c_a,11a7_5_7_11_4_7f11c10_10_7_9e13_14g",
                     "5 6 34 12 12 34 1 2 34 34 56 56 3 5 1 6 4 2 6 4 2 135 135 135 4 13 5 23 1236 136 2 13 6 45 "
                     "135 145",
                     "solo"},
    // "September 2, 2023: Antiknight" by clover! (CC BY 4.0), ../shared/data/variants_public.json puzzle 14;
    // 13 steps into its path (pencilmark-cli explain), where the step is first taken
    TechniqueExample{"grid-rule", "fpuzzles",
                     "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QGUYAHNGAWwCMYAnAAgCZkGAGegZnloEEA7DAax4Q"
                     "A5gAs0IVAEMArmlEB7aghABjLAoBuNAISSQ1GTjAwJeAHJKyUrLTAyAJgv4zah47SlEiWAJ4A6WgAREUwwT1pBEXEAcnCyLR"
                     "hPIilqNFoACilwiB5aVVEYMDAASk9qJJ4YbToIBxg+CFUbQP1hajqEAG0u0GEIbR4ABQbVCCwAWVT+MAQeIywAX2RQTRsZXA"
                     "BGVH7BhDRDGB2BhpGeMcnp2fh5rCWVkDWsDYRGEF2G/cPjwbOLqeoMzmC2Wq3WuDYP0+8AOGyhw1G4wBQJuIIeTxe8AALPCv"
                     "nD3icEeckVdgXdQQTfojLoDrrd7n1CX8SbSyQzKadqci6WjGVTiTSUfTFgBdZC9DlE/6k1Hkh4fKUsoW8yXMwU8uV8zkC7ls"
                     "ikKtW62Xsg1cmXC+VMs2s436q0680q00Om3CsUS53S11O+1e5Wa1XW/0m31KjXsjG4ACsuJh30DLuDFMjCAAbLHYUcE37w8n"
                     "wQgAOwZ+OesN69H5+AADmL+NL6vLWsVDdt7rBzy2taz9aNFqbhsdAZ7g5D/JzjezZdtlrHU77k5b8+H3oDKerXfhA5XSzbC9"
                     "7Ptni4P2vH0/7QdzM5Pc+Pzf3Q9DR4fh/vo+vT534vbmPTkrx3cfV87RfEdgPfICrzvUDIK3JMYIvCdlzg89E0vb9cBQP84z"
                     "rQDQN3JC0MeSsYywzNNwQs8iI7BBIVIktcO3PNqPgN4FX/cjUInNdtjonCQMY+DOMogjEIY5C9zwr8JIElDTyXMTCJE4SFNE"
                     "/jxKU+S1MUlTWykjTb1g7StNU8DoPQhAa14gDjMotciysji5JVNdMLY7DrNMmSqMxHEHOk9SdLdMUQCkRoojEMwyJABwIDAK"
                     "QKBwBwNH6VRujUBQ+GoKQYtUDAMtmYLM2aHgYocKRSDABQSAgfLumCyrnjynhuiLbZGEhHEaxjFB0xjGt0yLFB2uQbYcUhFA"
                     "cW2GMBuQGtGG2QbkDG5BpuQRgaxxdbkBmlBtkhVb9tmtaRqW5BFpQGNIXm07+rOo6cUW9MrpWk7GHTKajsWsaRUWIA==",
                     "7 1 2 3 4 8 56 9 56 5 8 6 79 279 29 134 13 14 349 349 49 1 5 6 7 8 2 1 23479 4579 4679 23679 23459 "
                     "23456 23567 8 3489 23479 45789 46789 23679 123459 123456 123567 14567 6 2347 4578 478 237 12345 "
                     "12345 12357 9 489 5 3 2 1 49 68 67 67 489 479 4789 469 369 349 12568 12567 1567 2 6 1 5 8 7 9 4 3",
                     "variants-public"},
    // "Fortress Sudoku" by Sam Cappleman-Lynes (CC BY 4.0), ../shared/data/variants_public.json puzzle 11;
    // 1 step into its path (pencilmark-cli explain), where the step is first taken
    TechniqueExample{"cell-rule", "fpuzzles",
                     "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QDEB7AJzWJjDAAIBlAVwBNCBrOkVAQzrQAsSEQNDg"
                     "FsqAYQ4AHSTmEcAdgFoAMgE95FdiGJ0cYGGgEA5EnKy1GLOlR16qUmaoB0VAOo8Y5AG6f7VMDwcDDAMVADGMFjmCqEKVHTyA"
                     "UEh4ZHR5PYMAFYcEfJoyFS8MFTydMIARr4Q8kUe/oHBoRFRVMJ0YGhUVVQ8EADmHsROWv3EEAwIANpTwAC+yPOLC6BeHFh0u"
                     "AAcqP0QPvIIZJsrIGsbuADMu/swh/DHMKfnmwgATDcHRzpPy3/zAF1kLMVqD/mClpC5kCQYszutXvAAGyfO7fE7gzGQ+EXBA"
                     "oEB7L4PH6gmHYl64ACsqPujwh9P+OMROwJt1pJOWZOeCNwAHYaejfuSeQhrqyiXS4RSECjxWjiRjViKkAKFULubj4AAWVWSw"
                     "HA4WasWE+V6hlQqXK2Um9mK6EGjXM3Uci2ux18512rlY83072upkeuW2oWBhAsm2C90IanBqM+gFAkByAAeEHawmmoBaWAEA"
                     "CU3mJeSBTjn84WkSW4WW8AWxJSq9m0uWxFrGyAayA65d25285cxD3S83a1rB72R13KePh1F89O27Pc7Xpw2l/OxJX1yuixO5"
                     "7WkTPq5O87yj03912tjOAXMgA===",
                     "14579 149 14579 8 3 2 14567 15 14567 12345789 1249 12345789 14569 14579 1467 12345678 1235 12345678 "
                     "1234578 6 1234578 145 1457 147 1234578 9 1234578 12469 5 12469 124 1247 147 12379 8 12379 128 7 128 "
                     "3 6 9 125 4 125 1249 3 1249 1245 12457 8 12579 6 12579 1234569 8 1234569 12469 1249 1346 1234569 7 "
                     "1234569 12345679 1249 12345679 12469 1249 1346 12345689 1235 12345689 123469 1249 123469 7 8 5 "
                     "123469 123 123469",
                     "variants-public"},
    // "Human Centipede" by LMDemasi (CC BY 4.0), ../shared/data/variants_public.json puzzle 9;
    // at its start (the path's first step)
    TechniqueExample{"thermometer", "fpuzzles",
                     "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QAkBXAWwEMA7AAgGEZyMAHGAEzlVMLQAsB7AJwQgA"
                     "MgFkAIjDKQQqPoRxgYaQQDl+ZLJTCFmPANaFKchZVIMGWAJ4A6SgAUspAMYxK3V8wgBzTGEoBGAFpESggqGGcuIx4Ad2RKJx"
                     "4sEnJ4imZKACMeAA9rAB1yMW9fSh4qUkoAFS4YPmIeYiU6rTQ+CCdsS1DyJz4IxUoAMz5GrPlMtx43CAZrGRAvduYEAG1V4A"
                     "BfZC2d7d2D/aO9gF1kDePDveurrbOLm8unx/vb57fT84/vp9f3/5eXwBP0+DxBPz+jyhELO6Fq9UazQE8A2ICwYRgYDWqxAA"
                     "CV/NREAt8dQABzEgBMZMp1AA7CATid9miMViUTiSfTUCSAGw0vncqkAVgZTJ2LPImOxeIJIu5BIALDSlYLqABmUXM9GStnrP"
                     "Fq6j+YkGinEhXUU3c80axla1nS3EGjXcg0qvHmt2480i23i7VS9n66hyoMC93UMNeumav32wO4qlEl2E43Uq3U32gf26jnmp"
                     "N4oUp7mF8ncnkZsVZuN6qNG4uG4mFy148umzMSgM12kW4mknvcvvOvGIdUxqs6h19z19kO4kezkd89vZh0j0vD6MDzd4vtLy"
                     "sdnN47tco9pndn3F9onL6sc8uR8uzwtP6hKm8T+NU5sJhvy38yntbVhMAkk4CByjWEAw3XfM3SHE8Q2bOsQCQhYEIWfN1zDI"
                     "c4IWN0QzDZDm0wtCFmQgjSNQdccIwhZmzdE9iIWQiFnXEMhxghYh2bEM3WQk8w3zVCqMoqCuLwhYQ3YiTUCI2jUAE1jROg8T"
                     "UHwuiyNopkgA",
                     "",
                     "variants-public"},
    // "It's April, Phil" by Sam Cappleman-Lynes (CC BY 4.0), ../shared/data/variants_public.json puzzle 28;
    // at its start (the path's first step)
    TechniqueExample{"dot-pair", "fpuzzles",
                     "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QEk0ByMAAgEEAHAJwi2VIAUALOkVAQwFc1mB7aghA"
                     "BlDgFtSAYQ6VKOMRwB2AWgAyAT0Uww7ENS44wMNEIByAhVlLCuAEz4BrLqX2HSMueoB0pADqL/ABEIAHNMMiNKDmoONBhbUg"
                     "AjdXdSAHdWONJ7NFIxLjBcxJhSAGM+RSNSnggANxgffAAzUjQ0vmzQ8PdqEsjo2PiklI4krA5Sh2y+NAYKkvzCpJL7LkScVu"
                     "YSma3qH38grrQyNMxmUkUOnOW2mBhFTZgJBRSwWIgwJpSYM5hqBi0v3+pAESR2IJavG0JXKilsmAgFTAXl0IVotgQAG1MaBa"
                     "hwsFxcABGVBheqKBBofQwAC+yFx+MJCAALKS6vdKdS6cBubz6XyefyALrIHEC8X8yWCnkisVSiXSkB4gnEtnkzmE7lKxm4Vk"
                     "gMkc+BUzXC0XShUW01y8307UqhAk/XsilGrlSu1M+B6g0u420+VWm1By0ys1a5Wex0+jX+hn2r1qw1+kPi2XBgPp0PWlPuiO"
                     "qp3q10muOe73OmM0oUikDwppNP73Uq4HEgJtYLA6eCYkAAJQAzJJmboewAmQcgIVatsdrG9gAckgAbMOAOxLidTmDtzvdnsA"
                     "VkkI+HzMPG9t053vYPR9Q+8kRLPoAvs7vc+HB8Qj9bW5nXd7iFPW8AIfSdzx/S8ezXIdb0XcdQKfcCXwHZdbxPZd4O/bcXzH"
                     "N9byJSQ3ww58/x7fDcN7fDPyIxCSIHPthzHejqKwkiFxXVdJHY5jf13WDPxggiN2rGIMD4LEEJY3cxz3Bi4M3ST53XW8Fxk7"
                     "iILXdjbzXdD5J43s6OHAchzUl8DwfASQN0iCT34q9JCoqzTMEgTCMc1jAP/U8TJIk9zN7E8j0nScgA==",
                     "",
                     "variants-public"},
    // pencilmark-cli generate --count 40 --box 2x3 --level hard --seed 5, puzzle 17
    TechniqueExample{"pointing", "6x6",
                     ".4...6....2.4..3..2.5.4.56..........",
                     ".425.665..2.41635223564156.2...2..65",
                     "generator"},
    // pencilmark-cli generate --count 200000 --box 2x3 --minimal --seed 78, puzzle 4289
    TechniqueExample{"claiming", "6x6",
                     "25.1...3..6....53...........1..13...",
                     "2 5 6 1 4 3 14 3 14 2 6 5 16 246 124 5 3 46 3 46 5 46 2 1 5 26 24 3 1 46 46 1 3 46 5 2",
                     "generator"},
    // pencilmark-cli generate --count 10 --variant doublenine --level medium --seed 7, puzzle 1
    TechniqueExample{"count-pointing", "doublenine",
                     "doublenine 7.35.8829.5..973....6.14...42983..8..54.3.5.......6.1.1..43.9.7..7.9.......2.6.14..5"
                     "6.....8.275.28...9.7....671.85..9.....4376..5...521.2............37.38...1.5.1.....5...37....5."
                     "..7..2.........6.7434..966...5..279.8..6..19.33...5.8.959.....864813..25...88.3.5......46.3...."
                     "87....4......36.7..1.95..3.689.52.5....7.1..92....",
                     "doublenine 7.3568829156.973....6714...429835.858549325..738..6.191.44389.7..7.9......7216314..5"
                     "6...9.8.275928.6.9.7....671285849591234376..51.7521623....9......3763874.1.521.6..75...37....5."
                     ".57..24...91...6.7434..966...5..279.8..64519.336..5.8.9593..24864813..257..88.3.5.59...46.3...5"
                     "87...942.....36.7321.95783.689.52.5649.7.16592....",
                     "generator"},
    // pencilmark-cli generate --count 10 --variant doublenine --level medium --seed 7, puzzle 1
    TechniqueExample{"count-claiming", "doublenine",
                     "doublenine 7.35.8829.5..973....6.14...42983..8..54.3.5.......6.1.1..43.9.7..7.9.......2.6.14..5"
                     "6.....8.275.28...9.7....671.85..9.....4376..5...521.2............37.38...1.5.1.....5...37....5."
                     "..7..2.........6.7434..966...5..279.8..6..19.33...5.8.959.....864813..25...88.3.5......46.3...."
                     "87....4......36.7..1.95..3.689.52.5....7.1..92....",
                     "7 1 3 5 6 8 8 2 9 1 5 6 4 9 7 3 24 24 29 29 6 7 1 4 1367 1367 167 4 2 9 8 3 5 67 8 5 8 5 4 9 3 "
                     "2 5 467 467 7 3 8 2 1 6 67 1 9 1 36 4 4 3 8 9 56 7 28 1 7 5 9 28 28 23568 268 9 5 7 2 1 6 3 1 "
                     "4 28 3 5 6 4 28 278 9 278 8 36 2 7 5 9 2 8 56 6 4 9 1 7 3 14 3456 146 6 7 1 2 8 5 8 4 9 5 9 1 "
                     "2 3 4 3 7 6 34 34 5 1 6 7 5 2 1 6 2 3 7 8 9 48 9 48 29 8 29 9 4 3 7 6 3 8 7 4 6 1 5 5 2 1 129 "
                     "6 1289 138 7 5 1234 1349 1248 3 7 48 13 4 9 5 26 126 5 7 1289 138 2 4 123 1359 1258 9 1 6 135 "
                     "8 6 12 7 4 3 4 18 18 9 6 6 1457 14578 2 5 48 15 2 7 9 3 8 1247 124 6 4 5 1 9 17 3 3 6 27 8 5 2 "
                     "8 14 9 5 9 3 6 9 2 4 8 6 4 8 1 3 7 1 2 5 7 1247 124 8 8 7 3 127 5 127 5 9 27 9 6 4 6 14 3 1349 "
                     "13489 19 5 8 7 12346 1346 12468 9 4 2 7 5 13 1248 6 3 6 14 7 3 2 1 124 9 5 7 8 3 4 6 8 9 24 5 "
                     "2 1348 5 6 4 9 134 7 148 1 6 5 9 2 13 1478 48 1478",
                     "generator"},
    // sgt-solo --generate 1500 2x3kdu, puzzle 777
    TechniqueExample{"innies-outies", "6x6",
                     "2x3k:zj,_a_______a_c__aa_aac__aa_aac_aa_aa_a_,9_3a6_8_7a12_7f11b6a19_9_16a7h6b",
                     "3 1 2 45 56 456 6 5 4 12 23 123 1 6 3 245 245 245 4 2 5 3 16 16 2 3 1 6 45 45 5 4 6 12 123 "
                     "123",
                     "solo"},
    // sgt-solo --generate 1500 2x3kdu, puzzle 238
    TechniqueExample{"cage-pointing", "6x6",
                     "2x3k:zj,_a___a______a___b__babaa_aa_acaa_aba_,8_8a10_6_16a5d8_10_3f9_13a10a13g7a",
                     "2 5 3 1 4 6 6 1 4 35 2 35 35 46 1 46 35 2 35 46 2 456 1 345 1 2 6 345 35 345 4 3 5 2 6 1",
                     "solo"},
    // sgt-solo --generate 1500 2x3kdu, puzzle 374
    TechniqueExample{"cage-claiming", "6x6",
                     "2x3k:zj,a___b___a_a_a____a_ab_aa__aa__ba_a_aa_b,7a14_5_9_7f8_10a11_3b6b11_19_7a9i",
                     "4 3 15 12 56 26 2 6 15 34 34 15 35 4 6 35 12 12 35 1 2 46 356 346 16 5 34 2346 2346 1346 16 2 "
                     "34 1345 1346 3456",
                     "solo"},
    // "Oct. 26, 2023: Run-On Renbans" by clover! (CC BY 4.0), ../shared/data/variants_public.json puzzle 19;
    // at its start (the path's first step)
    TechniqueExample{"line-rule", "fpuzzles",
                     "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QHkBjNAOgAIAmANmUoAYKBmeMgJQFcA7AWn07ZicA"
                     "RgENOYEKhHs0ACwD2AJwQhCWeQDcYigISSQi9jjAw0KgHJKAtiKxkw7ACbyA1uzKHjZEQAcfWAE9yAEF1TgBzMhgRQlkyLAh"
                     "OGFoYLUUAsnDFeXYfMnkAMzI5RRgYMkJ5Tgxw9hywMkcIcMwGq3YwNDIC6297U3yiyvEYQhkILTJEtBhw7TBaRO9ODKVHbXI"
                     "AEWbWshsM0p9ortsqyISkhbIhGT2Ors55LsPjsgB3TFklsQyTLsLirJSuVhjU6h1Gjs0GByAAdTjwgBiSim4jQYkIyUB5Qu5"
                     "UYAFYACxUfEAdhJUwaGlsEEctCEo2kJm8WDsfwaAJKZQqVTB9UhLWhLLO2PiiXKAAoCYTaESaGRifjaCTSbLybQxI4yOT8QB"
                     "Kbq9dmDHkjMYYSZNQUwsjw+EAFVkOPFZAAjEwKITGJSyI8utSEnTroyOuV3d7fX0/sbhiYzRNypbWuQHU6kq6mHLvbYwPIfU"
                     "8yP7afTg8yM+H8yJ+v8hlVY+MLVDrfosrSEABtNvAAC+yG7vZ7fcHA+H/YAushOyOh/3eyB/excBRUC0tJwEGhDDAp8Px5OZ"
                     "9ODwO57YFwhVSAV4J15udxPQPPcC7l/G1/ANwvt/vP0Pd4f98esFPeAlQvF9rw/L8v1/b8YP/B8EBQUDV3ArdoNneDgOfZC3"
                     "xvSC/x/O9vwAoDz0vV93y3PDtzQ/DYO7UdxwMQRRFfTsQFxCR4A7EBWAADgAYUYfRWEQfiKGE0SXRABijw49s2x4gTCWEgSh"
                     "NQESxOk0dZPFTjuNYKhBOE0lNPUgTxJk2c5K4hSDP45T1MMtSeJMiztKs3T5J4wz8WEwyHO8ozLNAaz9MMqhjP40kVKirSdM"
                     "uLyNN4mLovUkzouC9jPJsnjCX4qT1Ly8TCqC9yQuy/T8Xs4S8uc1girijyEpy1gqt89SqoC+rSvimA9NsqqIo6/j2p4zrGvK"
                     "5qwti4ahrGkaJqyqbbMM5LHJm+aIsy0KVv4xA/P4tbAoysqlr6xK8tG7q5u6k7ev6njGEOmqNuuxadp4ihnvUp6jtu96Ktsr"
                     "6bq+1KeJdZ7tsB8G9uEiG/tBgHlph4rPqMn6eqa86Wryrqnrqr6hJkxjcXbSbsf01SJNMnjJK01AcmwcV+JUABiRE6CoUkOf"
                     "0D5HDkBA6BICgQIKbIrH42sNxEaYVFYZixBAe7EqUmK6tEtyGZkXEWbwdnOe5uhedpAX4CFkXUDF+QJalxQZeqOWFbXZWWqc"
                     "yLUb4zSGK1pmkl1kB9a5nnUD503zdF8XJbRO3ZbweXhEVl3pq6t20q9xjGZ1tmOaDo2Q5N2RBeFiPrajzoY4duOnaVrGHrsq"
                     "7/IOomM+15ns4N4OQFDwuzeLy3I9t+2zCrhPndrxLwsisHPZOn2s71nPDeN/me/D/vS8H2OeOrpPbNEv6BOn9L6ZATO24Xju"
                     "867gui4tkArZt6Oh8d0ea/Juu8oK3Kae65u5/PgOi9O7d1viXR+5dn4jxYm/M6ddxolTqg1b2p9W5+3brnZeYc+73wHk/Le8"
                     "doG73mldeB38/4oN9jAf2gcl75xXqA9e4Dpb4J3uPFqg1hJtU4dVZBZ80EXwwXQrBd8H5l2YZXber8iF2Wnhw4avleGoKoeg"
                     "2h196G9xEbgiBLCpFsOmn9Qysj+JbRbpQ6hQCr4gI0WAsRFdh6SMIXo3a+11oGNioosxKjgE32sYw2xkCHGJycd/K6eUbp5V"
                     "nhQ+egDL6YNXtg0Rm8JEEKCe/RKv0XrTzCSfPhyiBGqKsWvHBG88HJNYWklqX0/oZJKpE3J5jYlCPiZokp2iym6IqfpYGwlE"
                     "bqXhjkpRDTBFqOETYpJ9iUlj06bZCGLiYYI3caY6JNDvHqKKYk0pEzymwMShDD2hNhL4wGZ4/JqzRl+PGS/Rx0zv543Rmjch"
                     "9SvGWJ8esrR4itlSMYjmQCGAqjthoCgJUT4ZSql4sgRgyAlyQqfGC5AKAlwyiVDQRFyBwXIohfC5AqonxPmhViuFNAkVouxV"
                     "i4lNA8WYoxTKSFS5YUkpQEC5AlLwU0uQDQVUbKOXMuQEqJcKBwVwqXDQSFTKQXaSAA==",
                     "",
                     "variants-public"},
    // "November 13, 2023: Arrow" by clover! (CC BY 4.0), ../shared/data/variants_public.json puzzle 6;
    // at its start (the path's first step)
    TechniqueExample{"line-sum", "fpuzzles",
                     "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QDkB7ANxgFsAjGAJwAIBGAZmVoCYAGVx+WgQWuqEA"
                     "7iFQBDAK5oAFoWoIQAYywkaAQlEhqEnGBhoFRamTFZaYCQBNCAawm1tu2mIAOLrAE8AdLQAiEAHNMMGcVADsA5wFhELIJMDR"
                     "zCTJaNEJU6RhaYlMJLIgwjKyxNDQxRUzLWkUIamUYH00A6ghLBABtdtAg0jCABRgwmqwAWTFqGzAEMJ0sAF9kbohegaGIUfH"
                     "J6dmFpZXB4bGJqfgZrHnFkB7B1cPNk7OLvZuD9aOt053L6/7XjePtuddldli81v8Po9gT9bm97oCniD9uD3g8dgBdZBdJFgu"
                     "4Az5A76g34o+EExEwv6ohHQ4mwiFownPEl4yFfZn06nk2nI1mMil0qlkqFE3lw/FQzHYymkiXsnEs8VspkKznC+Uyvk00W4p"
                     "X8nm6hnajlCuUqzV642q03K+ZS0A5LB5BD0VA/BBobQwN2C2W24GO53wAAcPt6Hq9YcNXJFDtyuAAbFGwhG8sm1WbEYHcAAW"
                     "ZOp73Wv36y7ZhAAVnz8E9aaLWu5pfjCAA7FWa4WLUaG3GnbgUAqC+mbSWe0HmAPq5G65buyAy/BWG2p52YxisSbi1aV+rzb7"
                     "67Hp12D9vMwbFUeNXuZ8erxfd2K73b13Omwul7WT/7G72EOP3ZOP1vVcVXnVsJ3bIdN1ned+3/CDD2ArNX1DcDlyAnckJ/eA"
                     "k1QwCH0QgNXzzXCO3Q09vyDSsSMg/d5XnV1qIQjC5ntJjyI3Wj72jZidXPAjeIzL8OOvS98J44THzPQT9VYz8RzYoSFPkuSt"
                     "zIxSVNnDSbzE9ilJpWS1OUwzVJ09TjM08ztO43StNE6yzNMmTMRAcZBBEeBsSwAoYBOToQAAJRzABhctNH8xgQrC1hIvRZzF"
                     "Bgc5fIC4LQvRYEvLCHyOnaZKgoTMKIvy1B/Oi/LYtQeLEo6XKyvS7zfJywKgubArmqitryqUBKsCSpqWrSy4MqyjzGuinNWv"
                     "G4rgvGzrKp66qSqCma6syhqAuixhWs2qags22but6jaQAG0AhrWxbWFay6dsu/aqo89agtulbhr8/yE12sLm0+4rg0+u75oe"
                     "97/pe86PsmgLvoh/y/pmuKDoW8HjtB7KAo+0Liu+jGAr+1L4fuxr0eRwb6tRmG8q+inio+sr8cBxq/tqknVrJv6WsxtrqY6u"
                     "nerZ4nTtJkacaC4NKdFrnRYB3mReR5zLAgMAxAoHBLBUIJFGqxRCDCT0xHlxQMG1qZnPbRQxDCeXLBKHzCBcQ2wl85ywEIJ1"
                     "7Y6Zg80rJMUFDRdXVbb3kFDVtXUXD3kErEPkDD5BPeQQPQ1dUMkzj1sUGYRc45QGP/aD+Po+QZg07zlOI+QV1I9jkvC/Lguf"
                     "fz5hQ+QFBK7zbPa9b6vGDSoA",
                     "",
                     "variants-public"},
    // "June 3, 2023: Difference" by clover! (CC BY 4.0), ../shared/data/variants_public.json puzzle 7;
    // 27 steps into its path (pencilmark-cli explain), where the step is first taken
    TechniqueExample{"rule-pointing", "fpuzzles",
                     "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QCkBXAOxgAIBmZMgJgAYaL4yARCAM3ZgCcZiBjOKg"
                     "CGhNAAsA9twQh+WSQDceAQhCpuhHGBhpZAOWkBbYVjJhCAE0kBrQmU3aywgA4usATwB0rCAHNMMHMYF2FuYTQYSzIAIw9nMg"
                     "B3cUxyazQycWFlMgk0ji5eAXIwKUTiMggKiQiydJ8AMWlK4jA0YWLqDlzEyTr/QOdeYNDwyOi4hPSkzHEEgB0QABZFlsq0aj"
                     "z4o0I2zOzyYX7OHj5BMkl2MhgAD2F+bHil6gt+OeEgmmdiaIA2H3UID83AglgQAG1waAAspiAAFM4QLAAWTCNjACGIWiwAF9"
                     "kNCILCEQIkajuOjMdi8QSiYiUWiMfAsVhcfigYS+MT+KSGZSWdT2bSSfTyYzmayaZy6WSKUyqWyYVLhTKxfLJfDpby5fyFRy"
                     "NcqteKcQBdZBQwVK7ki2VG3VCq0qvkSi36h2GtUurk80VOgWK13em0e/1e62qnXq0OO7XOkOan0xv16qPu/mm81xg0J22R+N"
                     "BiMgRSmQi4ADsqH9CDQmhgFeTefDsfrWfzTftgcbSfbYd9bKLWBLCCoLqrNbr3ejOc9Dd7uZbnfTc7d2eDzeXra7lo7s+n85"
                     "3mfXnbtW57iePAdPU4P27PS5vRsXu8P+7X99XE9TbZPk/f38/m4vH8C2vS9f0A/9zxTFc0zNO9QOA194K/cDoOQqCN0gmdby"
                     "fN8EI/VCAPQo84KA3FHxA0jCKwqd+0HJBxz4UcSwYlCMJIiD2IIzC92w2jcAARhYpjaxwpCqJ4q9EMo8ipI40TKO459sIouS"
                     "VK4zi2Pk1TZPUrSCJk/DNLUoydJMwziL0sy/104yLNsl9zN9Y1TRASwClOYoIVAQQWUZcEQAAJSWABhABWQEAtCsKQBcvjZC"
                     "WEABR8rA/MCqLwtQALfmi2Li1wZZErZZLUsi4KEsy9KYtQOK8BoQrvJgXyITS4LfgiyrcoHfK6qSxqUuagKKDKiKQoSzq6JA"
                     "Ut6rkPqSpCigRuG8b8qm3qmvgfyAtLVqIuytrltkcK1v6jbAuyqbMr2qrCzyw7puKgbsvKs7goWg68AW46Su256sqW6rbo++"
                     "7ZoGkK2syob9oBrrZH44H1s2kKLsCsHrpqkA4a+gaooWzL5rRwHJvhk7NshiKhvC96MeJkqouRv6pqpo6ipB06tuGzLtsp6G"
                     "Js+lmEcCxBXoigAOYWqZ6/mScFjmZbennuppgb+OC+mVahm6YbwBKsbZmhVYilXGYV+KlbZkK4bx4K6qZs3SetxabZNvBmYa"
                     "gW/pF3bgsQAmtYK3XNu2z3LuCz2qZ1qXadDr2w+d6mA5auqradzWJsxyOBu2y3ArFuGqfTt3pYC3OIqFvO44Lmb3ZVn3Mv1n"
                     "2JbtwL6/J73fYmnqXLcsBhBiHBLAUAJ+Ga/hJGIathDch4IDHjEXOrEt+A6NzLAiGAwEkFwMFniEXI3gdt+ICEqBQX5kBoZB"
                     "yxF5BnkE0LkEE5575QKgz+vi+r/Py+H5v5B79f5AKAP4/2vigJ+yAAHPDft/f+X8UCCRQLAs+glgHX3AaAiByAz7lkfl/M+V"
                     "BwEXwQd/a+OCv7PAwWff+xocRAA=",
                     "12345689 12345689 1234568 123456789 123456789 1245689 245689 12456789 245689 12345689 12345689 "
                     "1234568 123456789 123456789 123456789 245689 12456789 24678 1245689 124689 7 18 145689 245689 3 "
                     "1245689 245689 124689 134679 18 18 123456789 13456789 2456789 23456789 123456789 123456789 2345678 "
                     "18 123456789 123456789 123456789 279 23456789 123456789 123456789 123456789 1234568 123456789 "
                     "123456789 279 247 2346789 2345678 2345678 2345678 9 2345678 2345678 247 1 2345678 2345678 12345678 "
                     "12345678 1234568 123456789 123456789 123456789 2456789 23456789 23456789 12345678 12345678 1234568 "
                     "12345678 123456789 123456789 2456789 23456789 23456789",
                     "variants-public"},
    // "Effluence" by Philipp Blume (CC BY 4.0), ../shared/data/variants_public.json puzzle 48;
    // 4 steps into its path (pencilmark-cli explain), where the step is first taken
    TechniqueExample{"constraint-pointing", "fpuzzles",
                     "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QFEAzQrAVxgDsBjOVAQ1LQAsB7AJwRAAUmIsIADgI"
                     "AEAITIBbWiDakcYGGk4A5dhLpZhAZVIATFgGtSw2fOF0hWAJ4A6YfgBuMNleFUWkishMsA7t7oKXWEAZgAPEOEAIxYwtxYKN"
                     "DoICjBhZhhhXQgAc0w0gEYAWkQbAB0KAHE2GFd+Chg0uhrhAQ0U3TYWKTA7ABFc/PMsBJzhMFIqJnNhesyaumCM8bopaLoqA"
                     "19m4Lo0wnZttl1yigBZOhzKJNmUxvMWmooowP7BtCaRijGJqZm54QHNgSGbuVIwKiMCBOcaKbwpYQdRTOCQpOhoTLsXTOU7V"
                     "WpuCBsKhmZqY3QnCoDPIfREUNyXe6LYKkERoFjpJiZDoQKjomBLFhJLA2ECoHJsCC6BAAbWlwAAvsgFUrFcq1aqNSqALrIOW"
                     "a9Uqw0GhU6vVG/UW82m42Wm3a3V2x0W62211Wh1up32s1ep0u80Bv06kAscky0A0LBYTgAJUQAGFECBVSBI9G8DGCvGCsng2"
                     "16p1urg5SA5mAZdKQDGAGzxgBMoqrAFZ642YwAWVuoGMheMhNt1vttrP9rValNlitVhP97sADiH3YA7PH2yAxxO7uX4LKqyu"
                     "m22V9W27Wl22W2eN0rS1upzGW2vu52D93e8fu4PL+Pr5Od5WY4Oj5VoOL7AfG75Vr2Z5PvGc7nrB67fqAv67jGC4Nsui5VrW"
                     "a5Xsht5/lWC4QXG8ZfvKwZPC8FDhjeDTbqhvZwTB0HNuBJ7xgeeF0Y0d61rOe5doJObcSh/69jmMENqJBGoS2AkdlhParm2v"
                     "ZcUhPEMf+C5AWhnFtsRh5kUZzGCUmMn0XeWYkVmrEAQhr6Jm2nZJt2LbmeOwYGHwOBEgytFpgxREOcF5moA4GjkJwBQ5imgU"
                     "ylWWYYWB0nhZFuAgAUa4Uagcy0WJkEhYpdktiRtbqagLCMHM8acAAxAAYgADNWS7NY2viSswCBNTYdZNqghBdBI8YJGAaBsM"
                     "kiSxpQ1HJj+sn/vxRnJTGK4icGVXYHctV4I1LVtU1HVdUwPV9QNIBDd0o2pBNU1KBms2BPN+GWYRymSVWnbSZt1U7fVzWte1"
                     "qCdbo3XwL1/WDcNN3jZNKQPVWT00Zub1yUpnYKb2ulqYhlV/Q0u0gPtQNHSDJ1nVDl0w2Nd0IzNzzPajvHvTpBn6fO7GYXZK"
                     "6mWtTljvj22EwDB3AyAoPg5DF1XSNtPw9Nj2MyjC1o/+1nDsZH5Fb2rlfU5bkC79wswETJOHcdYOnRD53Q9d8v3Qzc05eAHh"
                     "QgkMoDXOyBLsgdbICgITIO2yDVsgBTB6HAfIN7EcDUHvv+/7EcJ1HIcDSg3ve0HGeR/7vsR2HEcoCHqdh/73sDWHifIF74fR"
                     "0HpeR7HfvR2HA2+77VeR0HLf+ygKDJ1HHcxz345AA===",
                     "13579 5689 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 5689 "
                     "123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 "
                     "123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 "
                     "123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 "
                     "123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 "
                     "123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 "
                     "123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 23456789 "
                     "23456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 13579",
                     "variants-public"},
    // pencilmark-cli generate --count 200000 --box 2x3 --minimal --seed 78, puzzle 103611
    TechniqueExample{"locked-pair", "6x6",
                     "......5...1..4...5....3....2...26..4",
                     "12 136 12 5 4 36 5 36 4 36 1 2 136 4 13 16 2 5 126 15 125 4 3 16 4 15 135 2 6 13 13 2 6 "
                     "13 5 4",
                     "generator"},
    // ../shared/data/hodoku_exemplars_by_technique.tsv line 62
    TechniqueExample{"locked-triple", "9x9",
                     "7..61584....498.................2...4.....7185.6.3..............3..6...2954....3.",
                     "7 9 2 6 1 5 8 4 3 3 1 5 4 9 8 26 267 67 6 4 8 237 27 37 159 59 159 1 78 9 78 478 2 3 56 "
                     "456 4 2 3 9 5 6 7 1 8 5 78 6 178 3 147 249 29 49 2 6 17 1357 47 13479 1459 8 14579 8 3 17 "
                     "157 6 1479 1459 579 2 9 5 4 1278 278 17 16 3 167",
                     "hodoku-exemplars"},
    // pencilmark-cli generate --count 40 --box 2x3 --level hard --seed 5, puzzle 20
    TechniqueExample{"naked-pair", "6x6",
                     "1...3.......4.56.2.6.5..........21..",
                     "1 245 46 24 3 56 56 245 3 24 56 1 4 3 5 6 1 2 2 6 1 5 4 3 56 1 46 3 2 45 3 45 2 1 56 456",
                     "generator"},
    // pencilmark-cli generate --count 200000 --box 2x3 --minimal --seed 78, puzzle 20319
    TechniqueExample{"hidden-pair", "6x6",
                     "6..3..3....6..2.1..........42...4..1",
                     "6 4 1 3 5 2 3 2 5 1 4 6 45 356 2 56 1 345 145 15 36 2 36 45 15 1356 36 4 2 35 2 35 4 56 "
                     "36 1",
                     "generator"},
    // pencilmark-cli generate --count 200000 --box 2x3 --minimal --seed 78, puzzle 44859
    TechniqueExample{"naked-triple", "6x6",
                     "1.....65.4...2.1.5....2.....41...6..",
                     "1 34 234 25 35 6 6 5 23 4 1 23 34 2 34 1 6 5 5 16 16 3 2 4 23 36 356 25 4 1 24 14 145 6 "
                     "35 23",
                     "generator"},
    // ../shared/data/hodoku_exemplars_by_technique.tsv line 141
    TechniqueExample{"hidden-triple", "9x9",
                     "...6.3..235......4..2.8.....85..76......584.....9........19...37.6.2..8.......1..",
                     "871643592359712864..2589....854376.....2584.....961.585.8196..3716324985...8751.6",
                     "hodoku-exemplars"},
    // sgt-solo --generate 1500 2x3kdu, puzzle 31
    TechniqueExample{"innies-outies-multi-house", "6x6",
                     "2x3k:zj,_baa___________________abaa_aa_b_abaa_ab,3_12b7b7a8_7_9_8_6_10f14_7_12_10_6j",
                     "2 6 5 1 34 34 1 3 4 26 256 56 35 24 16 26 125 34 35 24 16 34 156 1256 46 15 3 45 126 126 46 "
                     "15 2 345 34 16",
                     "solo"},
    // pencilmark-cli generate --killer --box 2x3 --count 200 --level hard --seed 3
    // --threads 1, puzzle 20 (a killer line: cages and sums in the puzzle field)
    TechniqueExample{"innie-outie-difference", "6x6",
                     "killer .................................... ababbaaccbaaaabccbbcaacbbdadcbadaddd "
                     "14,5,6,11,10,6,3,14,12,9,1,11,9,13,2",
                     "13 5 6 124 124 123 13 2 4 56 1356 1356 6 4 3 125 125 125 5 1 2 3 46 46 4 36 15 125 235 356 2 "
                     "36 15 1456 13456 13456",
                     "generator"},
    // "Skyscrapers Sudoku" by Sam Cappleman-Lynes (CC BY 4.0), ../shared/data/variants_public.json puzzle 8;
    // at its start (the path's first step)
    TechniqueExample{"outside-clue", "fpuzzles",
                     "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QGUBrATzAGMAnAQwAcYKwACfAVwBMB7QlkVKltAAs"
                     "OFBASoBbRgGFaNHBKoA7ALQAZYkphheICixxgYaMQDkRirM3ZcWjfYcZysxAHSMAolTKDGSlhIARvSMEEqMQjCMAOYUEGz2M"
                     "DQU2jBKaExUjIEsEFhsYdGMHABmEYJUaIyCMBDRgmjITkoJZFgs2sUCkGxRkTFxCWEFZJVRwgDujIpKxNm5+YWZKYwAbhCQg"
                     "TiMEzXhWBxchYwlFBxSQpWMNBxhVVQHSkX9ZCIpYDctx2dTIoyv7QkSncAEF5nkCk9Qkx1pttrs0uV6FEqCslBwIg8cBRwYs"
                     "nkxgiURFFMK5dLF4ggANpU4AAX2Q9MZDKZrJZ7OZAF1kLSOWzmQL+fTubzBSyQKsHh0EAAmVDRCCrNIIND6GB8iVS3AAZnli"
                     "uV8FVHT57JFQs17VwAEY9UqlCq1SbBRbpfAACy2g1G9Vis1O1ku3AoEAKu0O41i30882Sy0IAAcnvthsdkYDsddAFYk+GfWy"
                     "/WnAwgAOw5lMR9NahAANjL3v9dILQobUdFzbTJs53PAJHI1DoongtJAZBgWCwYgASgAGaSZ3QZ3Agefi0fjqez4sLqt4FeMk"
                     "djid4SdW6RW6fbuN4bUgVeHqdus8X1CLsTV2/7tdHkCT4tPy+uiAW53uux7nnOAFLnuoBflO4E3i+O4gDeIHfpOiDSM+RZ4G"
                     "6H4wfex7VphkFiLhqFTtqxGIVeQG3t2aAwAAHiYQ74eOOhDj+s7zt2r54IA9aS6ES6TSGIADE06SVJuiQLACBWq4cogKc5zS"
                     "BwShgKqVB3GIRCkJQtD0HhB7sdSXEQbxSHzqgwloKJeASVJkkydAuDTq4pbKWcEhqRpWk6Xgel9oZoioRxVLmVulk0YJNnqX"
                     "Z4lOc5qCydaik2d5vmadQAUEL2BkDsZX7hZFIDRYB1nKfF9kgI5TkuXJ8DuZ5Kk+ep2Xaekun5f2RlhWZJ7/uVS6xVVImJUl"
                     "DVpUprVZf5XWBT1IVFYeJWDeeZXUYBCFjQlDlJVhqUIM1GWqe180sXl+m9aFn6rQNj4bcNYijbZNV1dJKWufJ6VeWdfk5QtV"
                     "3BYV/WcZOj0Xs9eDvnF437ZNX2NSdf1tQDnWXUFBV9Xdpng3+T1bSNQnVRN9VI9Np1ox1uVYzdK14xFv5DUTYhbnDe21QdU3"
                     "HR5VNzYDmNLaDuNYGt4E8azAkk/DXOI+A33wApM2Zedgvdddy1g0zEubdhy4y5zH3JQryN86jAsYxrIM42xYsDfBet8SAr2k"
                     "wj5Om5TFtq1bi2ayLdvi7ON7Q8hhvvdzFO8y1qvo7Twu2yZ9vgxhUNSy74dk59ns/Sr/000DdNa6La2p07SG4RzEfy0dTXm7"
                     "NPvx/7ifFQNRFp/rruy8bh2K8r/ON4XCe3YHbfEaHle7dXHu1yjDdx0Pzcj0na2UR3ztd0bkc50rv3zwXQtLwzydM2v5c0ez"
                     "U9Zybs/17HB/W9joXdmAHDtBg6nUrWpa6omNooHKbMHpExyhQEA5ApZaw2l1DaD02Y5S1l1KWRMKBSwoBtLWRM4DdRyjgcgR"
                     "ByAAHIBtMg5Acpf7EIgcgPBKBawoETB6Us2YCFyhtMwshhDkAwOQAwqh3DSwejlCg/ByBMycjpEAA===",
                     "",
                     "variants-public"},
    // "Van de Graaff Generator" by jeremydover & Raumplaner (CC BY 4.0), ../shared/data/variants_public.json
    // puzzle 22; 14 steps into its path (pencilmark-cli explain), where the step is first taken
    TechniqueExample{"joint-fit", "fpuzzles",
                     kVanDeGraaffGenerator,
                     "3 1245679 245679 1245679 12467 1245679 1245679 1245679 8 12456789 12789 245678 2345678 234678 "
                     "2345678 234567 12379 1345679 12456789 245678 2456789 12345689 1234678 123456789 12345679 234567 "
                     "1345679 256789 2345678 23456789 78 1234678 12346789 123456789 2345678 1345679 4678 234678 1 234678 5 "
                     "2346789 2346789 234678 34679 2456789 2345678 23456789 124689 234678 23 12456789 2345678 1345679 "
                     "1245678 2345678 2345678 12345678 9 12345678 1345678 345678 134567 12456789 123789 2345678 2345678 "
                     "234678 2345678 345678 13789 34567 1456789 13456789 3456789 1345678 3467 1345678 13456789 13456789 2",
                     "variants-public"},
    // "Locking Out the Odds" by jeremydover (CC BY 4.0), ../shared/data/variants_public.json
    // puzzle 36; 31 steps into its path (pencilmark-cli explain): row 1's 6 only in the lockout line's middle.
    TechniqueExample{"house-digit-fit", "fpuzzles",
                     kLockingOutTheOdds,
                     "12345789 13579 12345789 2468 1379 2468 1379 248 12345789 13579 123456789 2468 13579 12345789 13579 "
                     "2468 123456789 13579 123456789 2468 1379 3579 12345789 3579 123456789 13579 123456789 468 13579 "
                     "13456789 248 139 248 13456789 468 13579 12345789 1379 28 1345789 6 1345789 1379 12345789 12345789 "
                     "123456789 13579 123456789 1345789 1345789 1345789 123456789 268 13579 2468 2468 123456789 1379 13579 "
                     "123456789 123456789 13579 123456789 1379 123456789 13579 123456789 248 13579 13579 123456789 2468 "
                     "123456789 13579 123456789 123456789 12345789 2468 123456789 2468 1379",
                     "variants-public"},
    // pencilmark-cli generate --constraints whispers --technique whispers-colouring --count 3 --seed 1
    // --threads 2, puzzle 2; 37 steps into its path: were r4c3 and r5c3 low, column 3's four high
    // digits would have three places.
    TechniqueExample{"whispers-colouring", "fpuzzles",
                     "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54AOVNCImAOwQBcMqBfZYHv3iFKVqAJ"
                     "nqMW7TjH5ze/IeSoIAzBKat4HbgoC6yQkpEIAjBqnaZ8gcWXU66SVp2yFg4SvgB2Cy+vutlwGhDZhgWEhQYHGXgAsftK60XYm8AC"
                     "siVbJclGx1JlOmkluKflqWa7hKcGGNTGeDpUBqV4AbM05EVHVvd11ffVBPRGjtuVInaW5BiAA7gAWEGAADjAYYPigZBDMMJvwBCA"
                     "ASqYAwqYgqMeiF1cn56IgerONCCDpIIo7ewdHx6ozk9roDLtc4kDnq97O9Pt9dvt8HgThC4vcAWdVOjAWiXqg3vAPl9BD9EYdkcc"
                     "IYh0ekzjQaWdvAy2uiIZ8QWdPniJkT4b8kSdaVjrrTgSjMVD8TDCXCSQi/hS2mdqdclfTrt5lZKebLtvKBcdNcKTjQzmjrohOejL"
                     "eaTRLuQTeXL+eS7Sq7eqTpqmQ7pU69S7/pamddTSG7SyLWcWb60ry9FwgA==",
                     "8 6 45 2 459 459 17 3 17 1 345 345 8 456 7 246 24569 24569 27 27 9 1 346 345 468 4568 4568 23679 "
                     "189 12378 4 19 12 5 12679 367 5 19 46 3 7 129 28 128 46 23479 123479 12347 5 8 6 12347 1279 123479 "
                     "234679 12345789 1234 679 12345 1345 12678 1245678 1234678 234679 1234579 12 679 12345 8 123 127 "
                     "1267 23467 1234578 12345678 67 12 13 9 1245678 12345678",
                     "generator"},
    // ../shared/data/hodoku_exemplars_by_technique.tsv line 106
    TechniqueExample{"naked-quad", "9x9",
                     "...7........6..7.4....93..8.4....356635...8.7.1......9.........2..549...5.1.7..8.",
                     "...7........6..7.4...493..8942..7356635924817.1.365249....3....283549671591276483",
                     "hodoku-exemplars"},
    // ../shared/data/hodoku_exemplars_by_technique.tsv line 147
    TechniqueExample{"hidden-quad", "9x9",
                     "8..57.29.39..........2.......1...5.8...496......8.....2.9.....1..8....7.56.....82",
                     "8 1 6 5 7 3 2 9 4 3 9 2 16 1468 148 78 15 57 4 5 7 2 18 9 38 13 6 9 4 1 37 23 27 5 6 8 7 "
                     "8 5 4 9 6 1 2 3 6 2 3 8 15 15 79 4 79 2 7 9 36 34568 458 46 35 1 1 3 8 69 2456 245 46 7 "
                     "59 5 6 4 1379 13 17 39 8 2",
                     "hodoku-exemplars"},
    // ../shared/data/big_and_small_grids.tsv line 206 (SudoQ, infernal no. 5)
    TechniqueExample{"x-wing", "6x6",
                     "1365..5...1.....3.4..6..6.2....4....",
                     "1365..52431626..3.4.36..6.2..334.26.",
                     "sudoq"},
    // pencilmark-cli generate --count 200000 --box 2x3 --minimal --seed 78, puzzle 154
    TechniqueExample{"swordfish", "6x6",
                     "....15.1.4..5.6..1.4.6....4.......3.",
                     "4 6 23 23 1 5 23 1 5 4 26 236 5 23 6 23 4 1 123 4 123 6 5 23 13 35 4 15 26 26 6 25 12 15 "
                     "3 4",
                     "generator"},
    // ../shared/data/hodoku_exemplars_by_technique.tsv line 253
    TechniqueExample{"jellyfish", "9x9",
                     "....7.....68...4.......26815...37..99.....3....18.....1......5......6....7.1..8.6",
                     "24 1 45 6 7 8 9 3 25 23 6 8 9 1 35 4 7 25 7 59 39 34 45 2 6 8 1 5 8 24 24 3 7 1 6 9 9 24 "
                     "7 5 6 1 3 24 8 6 3 1 8 249 49 5 24 7 1 249 6 237 8 49 27 5 34 8 2459 39 237 259 6 27 1 34 "
                     "34 7 25 1 24 35 8 9 6",
                     "hodoku-exemplars"},
    // ../shared/data/big_and_small_grids.tsv line 216 (SudoQ, infernal no. 15)
    TechniqueExample{"skyscraper", "6x6",
                     "..251..6.34..3.4..6.....4.3.........",
                     "3 4 2 5 1 6 15 6 15 3 4 2 2 3 15 4 6 15 6 15 4 12 25 3 4 12 3 6 25 15 15 125 6 12 3 4",
                     "sudoq"},
    // pencilmark-cli generate --count 200000 --box 2x3 --minimal --seed 78, puzzle 30886
    TechniqueExample{"2-string-kite", "6x6",
                     "..35...4.63.4...1.......5......1...6",
                     "6235411456324...1...1.6.5..12..1..56",
                     "generator"},
    // pencilmark-cli generate --count 200000 --box 2x3 --minimal --seed 78, puzzle 30408
    TechniqueExample{"turbot-fish", "6x6",
                     ".....4..63...4....1....2.2..1..1...3",
                     "231..4456321.421..16...2.2..1..1.2.3",
                     "generator"},
    // pencilmark-cli generate --count 200000 --box 2x3 --minimal --seed 78, puzzle 57377
    TechniqueExample{"empty-rectangle", "6x6",
                     ".....5.4.....5..433..1....1.......6.",
                     "26 1 236 4 23 5 25 4 35 236 1 26 1 5 26 26 4 3 3 26 4 1 5 26 256 236 1 235 23 4 4 23 25 "
                     "235 6 1",
                     "generator"},
    // pencilmark-cli generate --count 40 --box 2x3 --level master --seed 5, puzzle 21
    TechniqueExample{"xy-wing", "6x6",
                     ".6....1....4.1......35...5..1.....2.",
                     ".6.1.21..6.4516243..3561.5..166.1.25",
                     "generator"},
    // pencilmark-cli generate --count 200000 --box 2x3 --minimal --seed 78, puzzle 31445
    TechniqueExample{"xyz-wing", "6x6",
                     ".3..6.5....1...4....4..6.......6..24",
                     "4 3 1 25 6 25 5 2 6 3 4 1 6 15 23 4 135 25 23 15 4 125 135 6 12 4 25 6 15 3 13 6 35 15 2 "
                     "4",
                     "generator"},
    // pencilmark-cli generate --count 200000 --box 2x3 --minimal --seed 78, puzzle 5589
    TechniqueExample{"w-wing", "6x6",
                     ".1.....6...55....2..2..4...2......31",
                     ".15..3.6...554.3.2.32.54.5.246.2.531",
                     "generator"},
    // ../shared/data/hodoku_exemplars_by_technique.tsv line 487
    TechniqueExample{"remote-pairs", "9x9",
                     "..2..7648..694................41..........5...24..63...6.....8......8.799.12.....",
                     "1 9 2 35 35 7 6 4 8 8 35 6 9 4 12 7 15 235 4 7 35 68 68 12 9 135 23 6 35 9 4 1 35 8 2 7 "
                     "37 1 8 37 2 9 5 6 4 57 2 4 578 58 6 3 9 1 235 6 7 13 9 4 12 8 35 235 4 35 16 356 8 12 7 9 "
                     "9 8 1 2 7 35 4 35 6",
                     "hodoku-exemplars"},
    // pencilmark-cli generate --count 200000 --box 2x3 --minimal --seed 78, puzzle 35470
    TechniqueExample{"unique-rectangle-1", "6x6",
                     "..5.3....1.......46...2.42..6..6....",
                     "12 14 5 24 3 6 23 34 6 1 45 25 13 135 2 6 15 4 6 15 4 3 2 15 4 2 13 5 6 13 5 6 13 24 14 "
                     "23",
                     "generator"},
    // pencilmark-cli generate --count 200000 --box 2x3 --minimal --seed 78, puzzle 50095
    TechniqueExample{"unique-rectangle-2", "6x6",
                     "3..5.....6.......4..2.15..3....2.4..",
                     "3 16 46 5 24 12 2 15 45 6 34 13 15 3 15 2 6 4 46 46 2 3 1 5 456 45 3 1 25 26 156 2 16 4 "
                     "35 36",
                     "generator"},
    // pencilmark-cli generate --count 200000 --box 2x3 --minimal --seed 78, puzzle 5762
    TechniqueExample{"bug-plus-one", "6x6",
                     "........4..5.1..5..3..2..5..166.....",
                     ".6.24..24.65.1..5..3..2..5.416641532",
                     "generator"},
    // pencilmark-cli generate --count 200000 --box 2x3 --minimal --seed 78, puzzle 46383
    TechniqueExample{"finned-x-wing", "6x6",
                     "...1..14..3..3...5.2.4....2.......6.",
                     "2.31..14..3.431625.2.413..2.....4.6.",
                     "generator"},
    // ../shared/data/hodoku_exemplars_by_technique.tsv line 215
    TechniqueExample{"sashimi-x-wing", "9x9",
                     ".94.3.5........81.....456..96.28.....2...4...................9.4867....37....81..",
                     ".94.3.5276..972814.7..4563996.28.47..27..4....4...7..2.1.4..7984867192537.9.28146",
                     "hodoku-exemplars"},
    // pencilmark-cli generate --count 400000 --box 2x3 --minimal --seed 79, puzzle 110064
    TechniqueExample{"finned-swordfish", "6x6",
                     ".1......4.....64..5...6.4....2.5.1..",
                     "36 1 5 236 24 46 236 236 4 356 1 35 1 23 6 4 235 35 5 4 23 23 6 1 4 36 1 356 35 2 236 5 "
                     "23 1 34 46",
                     "generator"},
    // ../shared/data/hodoku_exemplars_by_technique.tsv line 224
    TechniqueExample{"sashimi-swordfish", "9x9",
                     "9...16....687..4.......2....8..3...75...........4.9.1...462.......1...4...5.7.261",
                     "9 4 2 38 1 6 3578 57 358 1 6 8 7 59 35 4 39 2 37 5 37 89 4 2 1 89 6 4 8 69 5 3 1 69 2 7 5 "
                     "39 1 2 68 7 3689 38 4 26 27 367 4 68 9 3568 1 358 37 1 4 6 2 358 3578 57 9 26 27 3679 1 "
                     "59 358 3578 4 358 8 39 5 39 7 4 2 6 1",
                     "hodoku-exemplars"},
    // ../shared/data/hodoku_exemplars_by_technique.tsv line 233
    TechniqueExample{"finned-jellyfish", "9x9",
                     "7.......5..17.......3.6..2..9....2..5....3..9....7..6.6....95...2..47.9..1..8....",
                     "7 468 468 3 9 2 16 18 5 2 68 1 7 5 48 9 3 468 9 5 3 48 6 1 48 2 7 48 9 7 6 1 48 2 5 3 5 "
                     "468 468 48 2 3 17 17 9 1 3 2 9 7 5 48 6 48 6 7 48 2 3 9 5 48 1 38 2 5 1 4 7 36 9 68 34 1 "
                     "9 5 8 6 37 47 2",
                     "hodoku-exemplars"},
    // ../shared/data/hodoku_exemplars_by_technique.tsv line 228
    TechniqueExample{"sashimi-jellyfish", "9x9",
                     "...2.7....18.....54.........8...41.27......5....53........6..7..459...2..7..12.9.",
                     "36 5 9 2 8 7 346 1 346 2 1 8 36 4 9 7 36 5 4 36 7 136 5 136 2 8 9 5 8 36 7 9 4 1 36 2 7 "
                     "369 4 168 2 168 3689 5 368 169 269 12 5 3 68 689 4 7 1389 239 12 348 6 5 348 7 1348 168 4 "
                     "5 9 7 38 368 2 1368 368 7 36 348 1 2 5 9 3468",
                     "hodoku-exemplars"},
    // pencilmark-cli generate --count 400000 --box 2x3 --minimal --seed 79, puzzle 88357
    TechniqueExample{"simple-colours-trap", "6x6",
                     "..1.2..2.........3.351.....4.5.54.3.",
                     "35 46 1 35 2 46 3456 2 36 356 145 146 1246 14 26 25 456 3 246 3 5 1 46 246 23 16 23 4 16 "
                     "5 16 5 4 26 3 12",
                     "generator"},
    // ../shared/data/hodoku_exemplars_by_technique.tsv line 318
    TechniqueExample{"simple-colours-wrap", "9x9",
                     ".............3.6.52..1.5.4.....9.3...6.7..5...1...4..279.6.....5.....9811.2......",
                     "6 5 9 24 247 278 1 3 78 48 478 1 89 3 79 6 2 5 2 78 3 1 6 5 78 4 9 48 2 57 58 9 6 3 1 47 "
                     "3 6 48 7 12 12 5 9 48 9 1 57 3 58 4 78 6 2 7 9 48 6 14 18 2 5 3 5 34 6 24 47 237 9 8 1 1 "
                     "38 2 589 58 39 4 7 6",
                     "hodoku-exemplars"},
    // pencilmark-cli generate --count 400000 --box 2x3 --minimal --seed 79, puzzle 148144
    TechniqueExample{"multi-colours", "6x6",
                     "1....5.5.12.....6..6.5..42......3...",
                     "1 34 2 6 34 5 36 5 46 1 2 34 35 34 145 24 6 12 2 6 14 5 134 134 4 2 56 3 15 16 56 1 3 24 "
                     "45 246",
                     "generator"},
    // pencilmark-cli generate --count 40 --box 2x3 --level expert --seed 5, puzzle 4
    TechniqueExample{"unique-rectangle-3", "6x6",
                     "6.....3.41..1..5...2........1..6..4.",
                     "6 1 2 34 5 34 3 5 4 1 26 26 1 34 36 5 236 24 45 2 356 46 36 1 245 34 35 26 1 56 25 6 1 23 "
                     "4 35",
                     "generator"},
    // pencilmark-cli generate --count 400000 --box 2x3 --minimal --seed 79, puzzle 176758
    TechniqueExample{"unique-rectangle-4", "6x6",
                     "26....4......1....5.61......43....1.",
                     "2 6 13 34 5 14 4 35 135 23 26 16 3 1 24 245 26 456 5 24 6 1 3 24 1 25 25 6 4 3 6 34 34 25 "
                     "1 25",
                     "generator"},
    // pencilmark-cli generate --count 200000 --box 2x3 --minimal --seed 78, puzzle 37739
    TechniqueExample{"hidden-rectangle", "6x6",
                     "..3.2.4.....2......5...11.6......4..",
                     "56 16 3 15 2 4 4 12 25 156 356 35 2 36 1 356 4 35 36 5 4 2 36 1 1 4 6 35 35 2 35 23 25 4 "
                     "1 6",
                     "generator"},
    // "Antiknight Coloring Book: Shave and a Haircut..." by Lubaf (CC BY 4.0),
    // ../shared/data/variants_public.json puzzle 35; 64 steps into its path (pencilmark-cli explain).
    // Puzzles 2 and 15 take it earlier on the list, but their f-puzzles data names no title or author.
    TechniqueExample{"equal-cells", "fpuzzles",
                     kShaveAndAHaircut,
                     "9 1234 1234 1234 1234 5678 5678 5678 567 8 1234579 123456 1234579 12345679 12345679 12349 567 "
                     "567 7 3468 3459 345689 13489 123489 12349 123489 3489 6 12379 1389 13489 12345789 12345789 "
                     "12345789 345789 3489 5 12489 123789 1234789 12346789 36789 36789 36789 1346789 4 1389 689 "
                     "136789 136789 356789 35789 1256789 12356789 3 6789 56789 56789 56789 12456789 146789 12456789 "
                     "1256789 2 56789 456789 13456789 13456789 13456789 13456789 13456789 3456789 1 2456789 3456789 "
                     "2346789 3456789 3456789 356789 3456789 3456789",
                     "variants-public"},
    // pencilmark-cli generate --killer --technique set-equivalence --box 2x3 --count 3 --seed 1
    // --threads 1, puzzle 3, at step 44 of its path
    TechniqueExample{"set-equivalence", "6x6",
                     "killer .................................... aaababbbababbccddbccaaccbbbddcbaaaac "
                     "15,4,7,15,9,16,3,6,12,15,9,15",
                     "256 23456 356 1 25 46 1245 1245 146 3 25 46 3 46 46 2 1 5 15 15 2 4 6 3 26 1236 136 5 4 12 "
                     "45 125 145 6 3 12",
                     "generator"},
    // pencilmark-cli generate --count 400000 --box 2x3 --minimal --seed 79, puzzle 142001
    TechniqueExample{"x-chain", "6x6",
                     ".3....2...5.......5.6.....1.63...4..",
                     "16 3 5 126 24 1246 2 16 4 3 5 16 13 124 23 56 24 56 5 24 6 12 3 124 4 25 1 25 6 3 36 256 "
                     "23 4 1 25",
                     "generator"},
    // pencilmark-cli generate --count 400000 --box 2x3 --minimal --seed 79, puzzle 1788
    TechniqueExample{"xy-chain", "6x6",
                     "....6.4...2..4...1..5....61...2..3..",
                     "5 12 23 14 6 34 4 13 6 15 2 35 6 4 23 25 35 1 1 23 5 6 34 24 3 6 1 245 45 245 2 5 4 3 1 6",
                     "generator"},
    // pencilmark-cli generate --count 200000 --box 2x3 --minimal --seed 78, puzzle 108266
    TechniqueExample{"sue-de-coq", "6x6",
                     "..4.6..56..3.3..1..........2..5....4",
                     "3 12 4 15 6 125 12 5 6 14 24 3 246 3 25 456 1 256 1246 146 15 3 24 256 46 146 3 2 5 16 5 "
                     "126 12 16 3 4",
                     "generator"},
    // pencilmark-cli generate --count 40 --box 2x3 --level master --seed 5, puzzle 5
    TechniqueExample{"nice-loop", "6x6",
                     ".2.........3.5......2.1.6...31...4.6",
                     "135 2 136 156 46 45 145 16 46 156 2 3 134 5 1346 36 46 2 34 36 2 356 1 45 6 4 5 2 3 1 2 "
                     "13 13 4 5 6",
                     "generator"},
    // pencilmark-cli generate --count 400000 --box 2x3 --minimal --seed 79, puzzle 158418
    TechniqueExample{"aic", "6x6",
                     ".46...2....6.5..2...2...3....2....1.",
                     "15 4 6 2 3 15 2 13 135 145 45 6 146 5 34 1346 2 134 14 136 2 1345 456 345 3 16 145 45 456 "
                     "2 456 2 45 3456 1 345",
                     "generator"},
    // ../shared/data/hodoku_exemplars_by_technique.tsv line 270
    TechniqueExample{"grouped-x-chain", "9x9",
                     "9......8387.2....1......6.......7..9.8.3......358.6...........2......71.5419.....",
                     "9 15 246 7 146 145 24 8 3 8 7 346 2 3456 359 459 459 1 14 125 234 145 358 589 6 24579 457 "
                     "6 12 24 145 145 7 8 3 9 147 8 9 3 2 14 145 457 6 147 3 5 8 9 6 124 27 47 3 6 7 145 1458 "
                     "158 459 459 2 2 9 8 6 345 35 7 1 45 5 4 1 9 7 2 3 6 8",
                     "hodoku-exemplars"},
    // "Antiknight Coloring Book: Shave and a Haircut..." by Lubaf (CC BY 4.0),
    // ../shared/data/variants_public.json puzzle 35; 77 steps into its path (pencilmark-cli explain)
    TechniqueExample{"equal-cells-chain", "fpuzzles",
                     kShaveAndAHaircut,
                     "9 1234 1234 1234 1234 5678 567 5678 567 8 1234579 123456 1234579 12345679 12345679 12349 567 "
                     "567 7 3468 3459 35689 1389 123489 12349 123489 3489 6 12379 1389 1389 35789 124789 1245789 "
                     "345789 3489 5 12489 123789 1234789 12346789 36789 36789 36789 16789 4 1389 689 136789 1389 "
                     "356789 35789 129 1256789 3 6789 56789 56789 56789 12456789 146789 1246789 129 2 56789 456789 "
                     "13456789 13456789 1346789 13456789 13456789 3456789 1 2456789 56789 2346789 3456789 3456789 "
                     "356789 3456789 3456789",
                     "variants-public"},
    // pencilmark-cli generate --count 2 --box 2x3 --technique als-xz --seed 21, puzzle 1
    TechniqueExample{"als-xz", "6x6",
                     "...5..5.1.3...4..26.......3......34.",
                     "234 34 26 5 126 14 5 246 1 26 3 46 13 135 4 16 56 2 6 12 25 4 15 3 14 456 3 126 12 56 12 "
                     "1256 56 3 4 156",
                     "generator"},
    // ../shared/data/forum_hardest_1106.txt line 81
    TechniqueExample{"als-xy-wing", "9x9",
                     ".....1.39........5..3.5.6....8.9...67....28..1..4.......9.8..5..2.......4..7.....",
                     "5 68 47 68 47 1 2 3 9 9 147 26 236 47 36 14 8 5 28 14 3 28 5 9 6 147 147 23 345 8 15 9 7 "
                     "145 124 6 7 569 45 1356 136 2 8 149 134 1 569 26 4 36 8 59 279 37 6 37 9 13 8 4 137 5 2 "
                     "38 2 157 9 136 56 347 146 148 4 358 15 7 2 356 39 169 18",
                     "forum-hardest"},
    // ../shared/data/hodoku_exemplars_by_technique.tsv line 552
    TechniqueExample{"grouped-aic", "9x9",
                     "..5..4.2.2....8..5.7.6..8..6517..........2......84....8..2..3............3.59...4",
                     "139 8 5 39 17 4 179 2 6 2 169 369 39 17 8 4 1379 5 149 7 349 6 2 5 8 139 139 6 5 1 7 3 9 "
                     "2 4 8 3479 49 8 1 5 2 79 6 379 379 2 379 8 4 6 5 1379 1379 8 149 479 2 6 17 3 5 179 5 169 "
                     "679 4 8 3 179 179 2 17 3 2 5 9 17 6 8 4",
                     "hodoku-exemplars"},
    // pencilmark-cli generate --count 400000 --box 2x3 --minimal --seed 79, puzzle 302363
    TechniqueExample{"cell-forcing-chain", "6x6",
                     ".....5...31.64..3.......31..5...2...",
                     "14 36 1346 46 2 5 245 256 456 3 1 46 6 4 15 25 3 12 125 235 135 456 46 146 3 1 46 246 5 "
                     "246 45 56 2 1 46 3",
                     "generator"},
    // ../shared/data/hodoku_exemplars_by_technique.tsv line 611
    TechniqueExample{"house-forcing-chain", "9x9",
                     "9....7.68.2....9.3..4......2.....4...6..8...28.39..71......5.973.76....1.........",
                     "9 135 15 234 234 7 12 6 8 7 2 68 15 15 68 9 4 3 16 138 4 238 2369 2689 12 7 5 2 7 15 135 "
                     "356 36 4 8 9 14 6 9 7 8 14 35 35 2 8 45 3 9 245 24 7 1 6 146 148 268 2348 1234 5 368 9 7 "
                     "3 489 7 6 249 2489 58 25 1 5 189 268 1238 7 139 368 23 4",
                     "hodoku-exemplars"},
    // ../shared/data/hodoku_exemplars_by_technique.tsv line 668
    TechniqueExample{"digit-forcing-chain", "9x9",
                     "85..4......3.....2..9.6....218....76...5....1......9...9.7...2...64.....7...86.9.",
                     "8 5 27 23 4 137 137 6 9 6 47 3 89 159 1579 178 145 2 1 247 9 238 6 357 378 45 357 2 1 8 "
                     "39 39 4 5 7 6 9 6 4 5 7 8 2 3 1 35 37 57 6 12 12 9 8 4 4 9 1 7 35 35 6 2 8 35 8 6 4 29 29 "
                     "137 15 357 7 23 25 1 8 6 4 9 35",
                     "hodoku-exemplars"},
    // "Van de Graaff Generator" by jeremydover & Raumplaner (CC BY 4.0), ../shared/data/variants_public.json
    // puzzle 22; 8 steps into its path (pencilmark-cli explain), where the step is first taken
    TechniqueExample{"constraint-forcing-chain", "fpuzzles",
                     kVanDeGraaffGenerator,
                     "3 1245679 245679 1245679 12467 1245679 1245679 1245679 8 12456789 12456789 2456789 123456789 1234678 "
                     "123456789 12345679 12345679 1345679 12456789 12456789 2456789 12345689 1234678 123456789 12345679 "
                     "12345679 1345679 2456789 23456789 23456789 78 1234678 12346789 123456789 123456789 1345679 4678 "
                     "2346789 1 234678 5 2346789 2346789 2346789 34679 2456789 23456789 23456789 124689 234678 23 12456789 "
                     "123456789 1345679 1245678 12345678 2345678 12345678 9 12345678 1345678 1345678 134567 12456789 "
                     "123456789 23456789 12345678 1234678 12345678 13456789 13456789 34567 1456789 13456789 3456789 "
                     "1345678 3467 1345678 13456789 13456789 2",
                     "variants-public"},
    // ../shared/data/forum_hardest_1106.txt line 155
    TechniqueExample{"what-if", "9x9",
                     "....56.8..5.7....3..8......2.....9...4.5....7....92.6.3.......15..1..4...1..4..7.",
                     "14 239 13 2349 5 6 7 8 249 469 5 26 7 8 149 16 1249 3 67 23679 8 2349 123 1349 1256 12459 "
                     "24569 2 368 1356 3468 1367 147 9 1345 458 689 4 369 5 136 138 128 123 7 178 37 135 348 9 "
                     "2 1358 6 458 3 2689 4 2689 267 5789 2568 259 1 5 2689 7 1 236 38 4 239 2689 689 1 269 "
                     "23689 4 59 2356 7 2568",
                     "forum-hardest"},
};

} // namespace

std::span<const TechniqueExample> techniqueExamples()
{
    return kExamples;
}

const TechniqueExample* techniqueExample(std::string_view key)
{
    for (const TechniqueExample& example : kExamples)
        if (example.key == key)
            return &example;
    return nullptr;
}

} // namespace pm

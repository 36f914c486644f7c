// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/booklet_dialog.h"

#include "text/names.h"

#include "ui/dialogs/game_shapes.h"
#include "ui/print/puzzle_pages.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QRandomGenerator>
#include <QSpinBox>

#include <algorithm>
#include <iterator>

namespace pm {

namespace {

// Sizes that print well several to a page: 25×25 needs a page to itself,
// so it is left out. The combo's item data is the shape's index in
// gameShapes().
constexpr int kLargestShape = 18;
constexpr int kClassicShape = 3;

constexpr int kMaxPuzzles = 200;

} // namespace

BookletDialog::BookletDialog(QWidget* parent)
    : ChoicesDialog(QStringLiteral("booklet"), parent)
    , m_count(new QSpinBox(this))
    , m_perPage(new QComboBox(this))
    , m_shape(new QComboBox(this))
    , m_jigsaw(new QCheckBox(tr("&Jigsaw (irregular regions instead of boxes)"), this))
    , m_killer(new QCheckBox(tr("&Killer: cages with sums instead of givens"), this))
    , m_rules(new QComboBox(this))
    , m_level(new QComboBox(this))
{
    setWindowTitle(tr("Print Booklet"));
    m_count->setObjectName(QStringLiteral("puzzleCount"));
    m_perPage->setObjectName(QStringLiteral("puzzlesPerPage"));
    m_shape->setObjectName(QStringLiteral("shape"));
    m_level->setObjectName(QStringLiteral("level"));
    m_killer->setObjectName(QStringLiteral("killer"));
    m_rules->setObjectName(QStringLiteral("rules"));
    //: Print Booklet's variant rules: puzzles without thermometers, dots or arrows.
    m_rules->addItem(tr("None"), -1);
    addRuleSets(m_rules);
    m_count->setRange(1, kMaxPuzzles);
    for (int perPage : kBookletLayouts)
        m_perPage->addItem(tr("%n puzzle(s) per page", nullptr, perPage), perPage);
    const auto shapes = gameShapes();
    for (size_t i = 0; i < shapes.size(); ++i)
        if (shapes[i].size <= kLargestShape)
            m_shape->addItem(shapes[i].label(), int(i));
    for (int level = 0; level <= int(logic::Level::Extreme); ++level)
        m_level->addItem(Names::level(logic::Level(level)), level);
    m_level->addItem(tr("Mixed"), -1);

    auto* form = new QFormLayout;
    form->addRow(tr("&Puzzles:"), m_count);
    form->addRow(tr("&Layout:"), m_perPage);
    form->addRow(tr("&Size:"), m_shape);
    form->addRow(QString(), m_jigsaw);
    form->addRow(QString(), m_killer);
    form->addRow(tr("&Rules:"), m_rules);
    form->addRow(tr("L&evel:"), m_level);
    setForm(form, tr("&Make Booklet…"));

    rememberValue(QStringLiteral("count"), m_count, 12);
    rememberData(QStringLiteral("perPage"), m_perPage, 4);
    rememberRow(QStringLiteral("shape"), m_shape, kClassicShape);
    rememberChecked(QStringLiteral("jigsaw"), m_jigsaw, false);
    rememberChecked(QStringLiteral("killer"), m_killer, false);
    rememberData(QStringLiteral("rules"), m_rules, -1);
    rememberData(QStringLiteral("level"), m_level, 0);
    restoreChoices();
    updateAllowedChoices();
    connect(m_shape, &QComboBox::currentIndexChanged, this, &BookletDialog::updateAllowedChoices);
    connect(m_jigsaw, &QCheckBox::toggled, this, &BookletDialog::updateAllowedChoices);
    connect(m_killer, &QCheckBox::toggled, this, &BookletDialog::updateAllowedChoices);
    connect(m_rules, &QComboBox::currentIndexChanged, this, &BookletDialog::updateAllowedChoices);
}

const GameShape& BookletDialog::currentShape() const
{
    const auto shapes = gameShapes();
    return shapes[size_t(std::clamp(m_shape->currentData().toInt(), 0, int(shapes.size()) - 1))];
}

// Counted shapes take neither jigsaw regions nor cages, and only some
// levels. Boxes left checked when disabled, so going back to 9×9 brings the
// choice back.
void BookletDialog::updateAllowedChoices()
{
    const GameShape& shape = currentShape();
    m_jigsaw->setEnabled(!shape.counted());
    // Killer cages or other rules, not both (as New Game).
    m_killer->setEnabled(shape.allowsKiller() && m_rules->currentData().toInt() < 0);
    m_rules->setEnabled(shape.allowsConstraints() && !m_jigsaw->isChecked() && !m_killer->isChecked());
    greyUnreachableLevels(m_level, shape);
}

bool BookletDialog::killerChosen() const
{
    return m_killer->isEnabled() && m_killer->isChecked();
}

int BookletDialog::puzzleCount() const
{
    return m_count->value();
}

int BookletDialog::puzzlesPerPage() const
{
    return m_perPage->currentData().toInt();
}

void BookletDialog::setPuzzleCount(int count)
{
    m_count->setValue(count);
}

void BookletDialog::setPuzzlesPerPage(int perPage)
{
    m_perPage->setCurrentIndex(std::max(0, m_perPage->findData(perPage)));
}

void BookletDialog::setShape(const GeometrySpec& spec)
{
    const auto shapes = gameShapes();
    for (int i = 0; i < m_shape->count(); ++i)
        if (shapes[size_t(m_shape->itemData(i).toInt())].spec() == spec) {
            m_shape->setCurrentIndex(i);
            return;
        }
}

void BookletDialog::setKiller(bool killer)
{
    m_killer->setChecked(killer);
}

void BookletDialog::setRuleSet(int index)
{
    m_rules->setCurrentIndex(std::max(0, m_rules->findData(index)));
}

generate::GeneratorOptions BookletDialog::options() const
{
    generate::GeneratorOptions options;
    options.geometry = currentShape().spec();
    options.randomJigsaw = m_jigsaw->isEnabled() && m_jigsaw->isChecked();
    if (killerChosen())
        options.killer = generate::KillerOptions{};
    options.constraints = chosenRuleSet(m_rules);
    if (const int level = m_level->currentData().toInt(); level >= 0)
        options.level = logic::Level(level);
    // Printed puzzles traditionally have symmetric givens; variant puzzles
    // have as few as the rules allow, wherever they fall.
    options.symmetry = options.constraints ? generate::Symmetry::None : generate::Symmetry::Rotational180;
    options.seed = QRandomGenerator::global()->generate64();
    return options;
}

QString BookletDialog::title() const
{
    const GameShape& shape = currentShape();
    const bool jigsaw = m_jigsaw->isEnabled() && m_jigsaw->isChecked();
    QString kind;
    if (shape.counted())
        kind = (shape.boxRows == 0 ? tr("MultiFour %1×%1") : tr("DoubleNine %1×%1")).arg(shape.size);
    else if (const auto rules = chosenRuleSet(m_rules))
        //: A booklet of variant puzzles: "Sudoku 9×9: Thermometers".
        kind = tr("Sudoku %1×%1: %2").arg(shape.size).arg(Names::ruleSet(rules->families));
    else if (killerChosen())
        kind = (jigsaw ? tr("Killer Jigsaw Sudoku %1×%1") : tr("Killer Sudoku %1×%1")).arg(shape.size);
    else
        kind = (jigsaw ? tr("Jigsaw Sudoku %1×%1") : tr("Sudoku %1×%1")).arg(shape.size);
    return tr("%1 · %2").arg(kind, m_level->currentText());
}

} // namespace pm

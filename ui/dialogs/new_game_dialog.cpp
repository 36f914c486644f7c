// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/new_game_dialog.h"

#include "text/names.h"
#include "text/step_text/step_text.h"

#include "ui/dialogs/game_shapes.h"

#include "core/generate/practice_options.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QRandomGenerator>

namespace pm {

namespace {

enum class Symbols { Digits, Letters, Custom };

} // namespace

const GameShape& NewGameDialog::currentShape() const
{
    const auto shapes = gameShapes();
    return shapes[size_t(std::clamp(m_shape->currentIndex(), 0, int(shapes.size()) - 1))];
}

NewGameDialog::NewGameDialog(QWidget* parent)
    : ChoicesDialog(QStringLiteral("newGame"), parent)
    , m_shape(new QComboBox(this))
    , m_jigsaw(new QCheckBox(tr("&Jigsaw (irregular regions instead of boxes)"), this))
    , m_diagonals(new QCheckBox(tr("&X: both diagonals hold every digit"), this))
    , m_centreDot(new QCheckBox(tr("Centre &dot: the centre cells of the boxes hold every digit"), this))
    , m_windows(new QCheckBox(tr("&Windows: four extra boxes"), this))
    , m_killer(new QCheckBox(tr("&Killer: cages with sums instead of givens"), this))
    , m_rules(new QComboBox(this))
    , m_level(new QComboBox(this))
    , m_technique(new QComboBox(this))
    , m_startBefore(new QCheckBox(tr("Start just before the first step that &needs it"), this))
    , m_symmetry(new QComboBox(this))
    , m_symbols(new QComboBox(this))
    , m_customSymbols(new QLineEdit(this))
{
    setWindowTitle(tr("New Game"));
    for (const GameShape& shape : gameShapes())
        m_shape->addItem(shape.label());
    for (int level = 0; level <= int(logic::Level::Extreme); ++level)
        m_level->addItem(Names::level(logic::Level(level)), level);
    m_level->addItem(tr("Any"), -1);
    m_technique->setObjectName(QStringLiteral("technique"));
    m_startBefore->setObjectName(QStringLiteral("startBefore"));
    m_technique->addItem(tr("None: choose by level"), -1);
    for (const logic::TechniqueInfo& row : logic::catalogue())
        if (generate::canPractise(row.technique))
            m_technique->addItem(StepText::techniqueName(row.technique), int(row.technique));
    const std::pair<generate::Symmetry, QString> symmetries[] = {
        {generate::Symmetry::Rotational180, tr("Half turn")},
        {generate::Symmetry::Rotational90, tr("Quarter turn")},
        {generate::Symmetry::Mirror, tr("Mirror")},
        {generate::Symmetry::Diagonal, tr("Diagonal")},
        {generate::Symmetry::None, tr("None")},
    };
    for (const auto& [symmetry, name] : symmetries)
        m_symmetry->addItem(name, int(symmetry));

    m_shape->setObjectName(QStringLiteral("shape"));
    m_killer->setObjectName(QStringLiteral("killer"));
    m_rules->setObjectName(QStringLiteral("rules"));
    //: New Game's variant rules: a puzzle without thermometers, dots or arrows.
    m_rules->addItem(tr("None"), -1);
    addRuleSets(m_rules);
    m_symbols->setObjectName(QStringLiteral("symbols"));
    m_customSymbols->setObjectName(QStringLiteral("customSymbols"));
    m_symbols->addItem(tr("Digits (1–9, then A, B …)"), int(Symbols::Digits));
    m_symbols->addItem(tr("Letters (A, B, C …)"), int(Symbols::Letters));
    m_symbols->addItem(tr("My own symbols (a word for a wordoku)"), int(Symbols::Custom));
    auto* form = new QFormLayout;
    form->addRow(tr("&Size:"), m_shape);
    form->addRow(QString(), m_jigsaw);
    form->addRow(tr("Variants:"), m_diagonals);
    form->addRow(QString(), m_centreDot);
    form->addRow(QString(), m_windows);
    form->addRow(QString(), m_killer);
    form->addRow(tr("&Rules:"), m_rules);
    form->addRow(tr("&Level:"), m_level);
    form->addRow(tr("&Practise:"), m_technique);
    form->addRow(QString(), m_startBefore);
    form->addRow(tr("S&ymmetry:"), m_symmetry);
    form->addRow(tr("Sym&bols:"), m_symbols);
    form->addRow(QString(), m_customSymbols);
    setForm(form, tr("S&tart"));

    rememberRow(QStringLiteral("shape"), m_shape, 3);
    rememberChecked(QStringLiteral("jigsaw"), m_jigsaw, false);
    rememberChecked(QStringLiteral("diagonals"), m_diagonals, false);
    rememberChecked(QStringLiteral("centreDot"), m_centreDot, false);
    rememberChecked(QStringLiteral("windows"), m_windows, false);
    rememberChecked(QStringLiteral("killer"), m_killer, false);
    rememberData(QStringLiteral("rules"), m_rules, -1);
    rememberData(QStringLiteral("level"), m_level, 0);
    rememberData(QStringLiteral("symmetry"), m_symmetry, int(generate::Symmetry::Rotational180));
    rememberData(QStringLiteral("symbols"), m_symbols, 0);
    rememberText(QStringLiteral("customSymbols"), m_customSymbols);
    // By key: the catalogue's numbers move when a technique is added.
    remember(
        QStringLiteral("technique"),
        [this](const QVariant& saved) {
            if (const auto technique = logic::techniqueByKey(saved.toString().toStdString()))
                m_technique->setCurrentIndex(std::max(0, m_technique->findData(int(*technique))));
        },
        [this] {
            const auto technique = practiseTechnique();
            return QVariant(technique ? QString::fromUtf8(logic::info(*technique).key) : QString());
        });
    rememberChecked(QStringLiteral("startBefore"), m_startBefore, true);
    restoreChoices();

    connect(m_shape, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateAllowedVariants);
    connect(m_jigsaw, &QCheckBox::toggled, this, &NewGameDialog::updateAllowedVariants);
    connect(m_shape, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateSymbolsField);
    connect(m_symbols, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateSymbolsField);
    connect(m_killer, &QCheckBox::toggled, this, &NewGameDialog::updateAllowedVariants);
    connect(m_rules, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateAllowedVariants);
    connect(m_technique, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateTechniqueChoice);
    updateAllowedVariants();
    updateSymbolsField();
    updateTechniqueChoice();
}

void NewGameDialog::updateTechniqueChoice()
{
    // A technique brings its own shape (generate::practiceOptions) and
    // takes the level's place: the generator is asked for one or the other.
    const bool practising = practiseTechnique().has_value();
    for (QWidget* field : std::initializer_list<QWidget*>{m_shape, m_jigsaw, m_diagonals, m_centreDot, m_windows,
                                                          m_killer, m_rules, m_level, m_symmetry})
        field->setEnabled(!practising);
    m_startBefore->setEnabled(practising);
    if (!practising)
        updateAllowedVariants();
}

std::optional<logic::Technique> NewGameDialog::practiseTechnique() const
{
    const int technique = m_technique->currentData().toInt();
    if (technique < 0 || technique >= int(logic::Technique::Count))
        return std::nullopt;
    return logic::Technique(technique);
}

bool NewGameDialog::startBeforeTechnique() const
{
    return practiseTechnique() && m_startBefore->isChecked();
}

void NewGameDialog::updateSymbolsField()
{
    const GameShape& shape = currentShape();
    // A killer's sums add up digits: played in letters, they would be
    // riddles; so would arrows, dots and X and V, and thermometers order them.
    const bool killer = m_killer->isEnabled() && m_killer->isChecked();
    const bool rules = chosenRuleSet(m_rules).has_value();
    m_symbols->setEnabled(!killer && !rules);
    m_symbols->setToolTip(killer  ? tr("A killer is played in digits: its sums add them up.")
                          : rules ? tr("Variant rules are played in digits: they compare and add them.")
                                  : QString());
    m_customSymbols->setEnabled(!killer && !rules && Symbols(m_symbols->currentData().toInt()) == Symbols::Custom);
    // The symbols the shape will show: 1-4 on MultiFour, not "1-9, then A".
    const int count = shape.symbolCount();
    m_symbols->setItemText(m_symbols->findData(int(Symbols::Digits)),
                           count <= 9 ? tr("Digits (1–%1)").arg(count) : tr("Digits (1–9, then A, B …)"));
    m_symbols->setItemText(m_symbols->findData(int(Symbols::Letters)),
                           count <= 26 ? tr("Letters (A–%1)").arg(QChar(u'A' + (count - 1)))
                                       : tr("Letters (A, B, C …)"));
    // A 9-letter word without a repeated letter is the classic wordoku.
    m_customSymbols->setPlaceholderText(shape.symbolCount() == 9 ? tr("9 different symbols, e.g. WORDPLAYS")
                                                                 : tr("%1 different symbols").arg(shape.symbolCount()));
}

Result<Alphabet, QString> NewGameDialog::customAlphabet() const
{
    const GameShape& shape = currentShape();
    const QString text = m_customSymbols->text().trimmed();
    auto alphabet = Alphabet::custom(text.toStdString());
    if (!alphabet)
        return tr("These symbols cannot be used: %1").arg(QString::fromStdString(alphabet.error()));
    if (alphabet->size() != shape.symbolCount())
        return tr("This puzzle needs %1 different symbols; “%2” has %3.")
            .arg(shape.symbolCount()).arg(text).arg(alphabet->size());
    return std::move(alphabet).value();
}

Alphabet NewGameDialog::alphabet() const
{
    const GameShape& shape = currentShape();
    if (!m_symbols->isEnabled())
        return Alphabet::standard(shape.size); // a killer, variant rules
    switch (Symbols(m_symbols->currentData().toInt())) {
    case Symbols::Letters: return Alphabet::letters(shape.symbolCount());
    case Symbols::Custom:
        if (auto custom = customAlphabet())
            return std::move(custom).value();
        break;
    case Symbols::Digits: break;
    }
    return Alphabet::standard(shape.symbolCount());
}

void NewGameDialog::updateAllowedVariants()
{
    const GameShape& shape = currentShape();
    // Centre dot needs odd box sides; windows need boxes to offset. Counted
    // shapes take no extras at all.
    const bool oddBoxes = shape.boxRows % 2 == 1 && shape.boxCols % 2 == 1;
    m_jigsaw->setEnabled(!shape.counted());
    if (shape.counted())
        m_jigsaw->setChecked(false);
    m_diagonals->setEnabled(!shape.counted());
    if (shape.counted())
        m_diagonals->setChecked(false);
    m_centreDot->setEnabled(oddBoxes && !m_jigsaw->isChecked() && !shape.counted());
    m_windows->setEnabled(!m_jigsaw->isChecked() && shape.boxRows == shape.boxCols && !shape.counted());
    if (!m_centreDot->isEnabled())
        m_centreDot->setChecked(false);
    if (!m_windows->isEnabled())
        m_windows->setChecked(false);
    // Left checked when disabled, so going back to 9×9 brings the choice back.
    // Killer cages and the other rules are not dealt together: one or the
    // other (the generator refuses both, core/generate/constraint_generator.h).
    m_killer->setEnabled(shape.allowsKiller() && m_rules->currentData().toInt() < 0);
    m_rules->setEnabled(shape.allowsConstraints() && !m_jigsaw->isChecked() && !m_killer->isChecked());
    greyUnreachableLevels(m_level, shape);
    updateSymbolsField();
}

generate::GeneratorOptions NewGameDialog::options() const
{
    const GameShape& shape = currentShape();
    generate::GeneratorOptions options;
    options.geometry = shape.spec();
    Variant variants = Variant::None;
    if (m_diagonals->isChecked())
        variants = variants | Variant::Diagonals;
    if (m_centreDot->isChecked())
        variants = variants | Variant::CentreDot;
    if (m_windows->isChecked())
        variants = variants | Variant::Windows;
    options.geometry.variants = variants;
    options.randomJigsaw = m_jigsaw->isChecked();
    if (m_killer->isEnabled() && m_killer->isChecked())
        options.killer = generate::KillerOptions{};
    options.constraints = chosenRuleSet(m_rules);
    if (const int level = m_level->currentData().toInt(); level >= 0)
        options.level = logic::Level(level);
    options.symmetry = generate::Symmetry(m_symmetry->currentData().toInt());
    options.seed = QRandomGenerator::global()->generate64();
    if (const auto technique = practiseTechnique())
        return generate::practiceOptions(*technique, options.seed);
    return options;
}

void NewGameDialog::accept()
{
    if (m_symbols->isEnabled() && Symbols(m_symbols->currentData().toInt()) == Symbols::Custom) {
        if (auto custom = customAlphabet(); !custom) {
            QMessageBox::warning(this, windowTitle(), custom.error());
            m_customSymbols->setFocus();
            return;
        }
    }
    ChoicesDialog::accept();
}

} // namespace pm

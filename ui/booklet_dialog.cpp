#include "booklet_dialog.h"

#include "puzzle_pages.h"

#include <generate/killer_generator.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <iterator>

namespace pm {

namespace {

struct Shape {
    int size;
    int boxRows;
    int boxCols;
};
// Sizes that print well several to a page; 25×25 needs a page to itself.
const Shape kShapes[] = {{4, 2, 2}, {6, 2, 3}, {8, 2, 4}, {9, 3, 3}, {12, 3, 4}, {16, 4, 4}};
constexpr int kClassicShape = 3;

constexpr int kMaxPuzzles = 200;

} // namespace

BookletDialog::BookletDialog(QWidget* parent)
    : QDialog(parent)
    , m_count(new QSpinBox(this))
    , m_perPage(new QComboBox(this))
    , m_shape(new QComboBox(this))
    , m_jigsaw(new QCheckBox(tr("&Jigsaw (irregular regions instead of boxes)"), this))
    , m_killer(new QCheckBox(tr("&Killer: cages with sums instead of givens"), this))
    , m_level(new QComboBox(this))
{
    setWindowTitle(tr("Print Booklet"));
    m_count->setObjectName(QStringLiteral("puzzleCount"));
    m_perPage->setObjectName(QStringLiteral("puzzlesPerPage"));
    m_shape->setObjectName(QStringLiteral("shape"));
    m_level->setObjectName(QStringLiteral("level"));
    m_killer->setObjectName(QStringLiteral("killer"));
    m_count->setRange(1, kMaxPuzzles);
    for (int perPage : kBookletLayouts)
        m_perPage->addItem(perPage == 1 ? tr("1 puzzle per page") : tr("%1 puzzles per page").arg(perPage), perPage);
    for (const Shape& shape : kShapes)
        m_shape->addItem(tr("%1×%1 (%2×%3 boxes)").arg(shape.size).arg(shape.boxRows).arg(shape.boxCols));
    const std::pair<logic::Level, QString> levels[] = {
        {logic::Level::Easy, tr("Easy")},     {logic::Level::Medium, tr("Medium")},
        {logic::Level::Hard, tr("Hard")},     {logic::Level::Expert, tr("Expert")},
        {logic::Level::Master, tr("Master")}, {logic::Level::Extreme, tr("Extreme")},
    };
    for (const auto& [level, name] : levels)
        m_level->addItem(name, int(level));
    m_level->addItem(tr("Mixed"), -1);

    auto* form = new QFormLayout;
    form->addRow(tr("&Puzzles:"), m_count);
    form->addRow(tr("&Layout:"), m_perPage);
    form->addRow(tr("&Size:"), m_shape);
    form->addRow(QString(), m_jigsaw);
    form->addRow(QString(), m_killer);
    form->addRow(tr("L&evel:"), m_level);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Make Booklet…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    QSettings settings;
    settings.beginGroup(QStringLiteral("booklet"));
    m_count->setValue(settings.value(QStringLiteral("count"), 12).toInt());
    setPuzzlesPerPage(settings.value(QStringLiteral("perPage"), 4).toInt());
    m_shape->setCurrentIndex(std::clamp(settings.value(QStringLiteral("shape"), kClassicShape).toInt(), 0,
                                        int(std::size(kShapes)) - 1));
    m_jigsaw->setChecked(settings.value(QStringLiteral("jigsaw"), false).toBool());
    m_killer->setChecked(settings.value(QStringLiteral("killer"), false).toBool());
    m_level->setCurrentIndex(std::max(0, m_level->findData(settings.value(QStringLiteral("level"), 0).toInt())));
    settings.endGroup();
    updateKiller();
    connect(m_shape, &QComboBox::currentIndexChanged, this, &BookletDialog::updateKiller);
}

// The generator makes killers of the sizes whose cages it can make unique in
// good time (core/generate/killer_generator.h). Left checked when disabled,
// so going back to 9×9 brings the choice back.
void BookletDialog::updateKiller()
{
    const int size = kShapes[std::clamp(m_shape->currentIndex(), 0, int(std::size(kShapes)) - 1)].size;
    m_killer->setEnabled(size >= generate::kMinKillerSize && size <= generate::kMaxKillerSize);
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

void BookletDialog::setShape(int size)
{
    const auto* shape = std::find_if(std::begin(kShapes), std::end(kShapes), [&](const Shape& s) { return s.size == size; });
    if (shape != std::end(kShapes))
        m_shape->setCurrentIndex(int(shape - std::begin(kShapes)));
}

void BookletDialog::setKiller(bool killer)
{
    m_killer->setChecked(killer);
}

generate::GeneratorOptions BookletDialog::options() const
{
    const Shape& shape = kShapes[std::clamp(m_shape->currentIndex(), 0, int(std::size(kShapes)) - 1)];
    generate::GeneratorOptions options;
    options.geometry.size = shape.size;
    options.geometry.boxRows = shape.boxRows;
    options.geometry.boxCols = shape.boxCols;
    options.randomJigsaw = m_jigsaw->isChecked();
    if (killerChosen())
        options.killer = generate::KillerOptions{};
    if (const int level = m_level->currentData().toInt(); level >= 0)
        options.level = logic::Level(level);
    // Printed puzzles traditionally have symmetric givens.
    options.symmetry = generate::Symmetry::Rotational180;
    options.seed = QRandomGenerator::global()->generate64();
    return options;
}

QString BookletDialog::title() const
{
    const Shape& shape = kShapes[std::clamp(m_shape->currentIndex(), 0, int(std::size(kShapes)) - 1)];
    const bool jigsaw = m_jigsaw->isChecked();
    const QString size = killerChosen() ? (jigsaw ? tr("Killer Jigsaw Sudoku %1×%1") : tr("Killer Sudoku %1×%1")).arg(shape.size)
        : jigsaw                        ? tr("Jigsaw Sudoku %1×%1").arg(shape.size)
                                        : tr("Sudoku %1×%1").arg(shape.size);
    return tr("%1 · %2").arg(size, m_level->currentText());
}

void BookletDialog::accept()
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("booklet"));
    settings.setValue(QStringLiteral("count"), m_count->value());
    settings.setValue(QStringLiteral("perPage"), puzzlesPerPage());
    settings.setValue(QStringLiteral("shape"), m_shape->currentIndex());
    settings.setValue(QStringLiteral("jigsaw"), m_jigsaw->isChecked());
    settings.setValue(QStringLiteral("killer"), m_killer->isChecked());
    settings.setValue(QStringLiteral("level"), m_level->currentData().toInt());
    settings.endGroup();
    QDialog::accept();
}

} // namespace pm

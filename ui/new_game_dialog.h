#pragma once

#include <generate/generator.h>

#include <QDialog>

class QCheckBox;
class QComboBox;

namespace pm {

// Asks what to play: size and box shape (or jigsaw), variants, level and
// the symmetry of the givens. Remembers the last choice.
class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(QWidget* parent = nullptr);

    // The choice, with a fresh random seed.
    generate::GeneratorOptions options() const;

    void accept() override;

private:
    void updateAllowedVariants();

    QComboBox* m_shape;
    QCheckBox* m_jigsaw;
    QCheckBox* m_diagonals;
    QCheckBox* m_centreDot;
    QCheckBox* m_windows;
    QComboBox* m_level;
    QComboBox* m_symmetry;
};

} // namespace pm

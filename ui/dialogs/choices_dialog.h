// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QString>
#include <QVariant>

#include <functional>
#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLineEdit;
class QSpinBox;

namespace pm {

// A dialog that asks for a set of choices and remembers them (New Game,
// Print Booklet): a form above OK and Cancel, each field kept in QSettings
// under the dialog's group. The dialog binds its fields (remember*()),
// calls restoreChoices() once, and the choices are written back when the
// player accepts; a cancelled dialog leaves the settings as they were.
class ChoicesDialog : public QDialog {
    Q_OBJECT
public:
    // Saves every remembered choice, then closes as accepted. A dialog that
    // checks its fields first does so in its own accept() and calls this.
    void accept() override;

protected:
    ChoicesDialog(const QString& settingsGroup, QWidget* parent);

    // Lays the dialog out: `form` above the buttons, OK reading `okText`.
    void setForm(QFormLayout* form, const QString& okText);

    // A field kept under `key`, and its value when nothing is saved yet.
    void rememberChecked(const QString& key, QCheckBox* box, bool fallback);
    void rememberRow(const QString& key, QComboBox* combo, int fallback); // the row, kept within the list
    void rememberData(const QString& key, QComboBox* combo, int fallback); // the item whose data it is (else the first)
    void rememberValue(const QString& key, QSpinBox* spin, int fallback);
    void rememberText(const QString& key, QLineEdit* edit);
    // Any other field: `restore` gets the saved value (invalid when there is
    // none) and `value` gives what to save.
    void remember(const QString& key, std::function<void(const QVariant&)> restore, std::function<QVariant()> value);

    // Fills the fields from the settings, in the order they were bound.
    void restoreChoices();

private:
    struct Choice {
        QString key;
        QVariant fallback;
        std::function<void(const QVariant&)> restore;
        std::function<QVariant()> value;
    };

    QString m_group;
    std::vector<Choice> m_choices;
};

} // namespace pm

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QLocale>
#include <QString>

class QSettings;

namespace pm {

// The languages the player can choose (View ▸ Language) and the one in use.
// The choice is a key kept in QSettings under "view/language": "system"
// (the default: follow the system locale), "en", "de", "fr" or "es".
struct LanguageOption {
    QString key;
    QString nativeName; // "Deutsch": a language is listed in its own words, never translated
};

// Every choice except "system", which the menu labels with a translated text.
const QList<LanguageOption>& languageOptions();

// The key saved in `settings`, "system" when none or an unknown one is saved.
QString savedLanguage(const QSettings& settings);
void saveLanguage(QSettings& settings, const QString& key);

// The locale a key stands for: QLocale::system() for "system".
QLocale localeForLanguage(const QString& key);

// Installs the translators for `key` (the app's own from :/i18n, and Qt's
// qtbase translation when the system has it), replacing those of an earlier
// call; every widget then receives QEvent::LanguageChange. English, or a
// system locale without a translation, installs none: the source texts are
// English. Returns the name of the language now shown ("de", "en"...).
// Needs a QCoreApplication.
QString applyLanguage(const QString& key);

// The key of the language last applied ("en" before any call).
QString appliedLanguage();

} // namespace pm

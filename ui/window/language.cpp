// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

#include <algorithm>
#include <memory>

namespace pm {

namespace {

const QString kSettingKey = QStringLiteral("view/language");
const QString kSystem = QStringLiteral("system");

// The installed translators live as long as the application: QCoreApplication
// only keeps pointers to them.
std::unique_ptr<QTranslator> g_appTranslator;
std::unique_ptr<QTranslator> g_qtTranslator;
QString g_applied = QStringLiteral("en");

void removeTranslator(std::unique_ptr<QTranslator>& translator)
{
    if (translator)
        QCoreApplication::removeTranslator(translator.get());
    translator.reset();
}

// Loads the best match for `locale` ("de_AT" falls back to "de") or nothing.
std::unique_ptr<QTranslator> loadTranslator(const QLocale& locale, const QString& name, const QString& folder)
{
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(locale, name, QStringLiteral("_"), folder))
        return nullptr;
    return translator;
}

// English until a language is applied: the source texts, with English
// plural forms ("1 wrong digit", "3 wrong digits"), from the moment the
// application object exists, for every program that links the ui (the app
// applies the saved language next; widget tests stay in English).
void installEnglishPlurals()
{
    if (g_appTranslator)
        return;
    g_appTranslator = loadTranslator(QLocale(QLocale::English), QStringLiteral("pencilmark"), QStringLiteral(":/i18n"));
    if (g_appTranslator)
        QCoreApplication::installTranslator(g_appTranslator.get());
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(installEnglishPlurals)

const QList<LanguageOption>& languageOptions()
{
    static const QList<LanguageOption> options = {
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("es"), QStringLiteral("Español")},
    };
    return options;
}

QString savedLanguage(const QSettings& settings)
{
    const QString key = settings.value(kSettingKey, kSystem).toString();
    const auto& options = languageOptions();
    const bool known = std::any_of(options.begin(), options.end(), [&key](const LanguageOption& o) { return o.key == key; });
    return known ? key : kSystem;
}

void saveLanguage(QSettings& settings, const QString& key)
{
    settings.setValue(kSettingKey, key);
}

QLocale localeForLanguage(const QString& key)
{
    return key == kSystem ? QLocale::system() : QLocale(key);
}

QString applyLanguage(const QString& key)
{
    const QLocale locale = localeForLanguage(key);
    // Removed before the new ones load: a switch to English must leave none
    // of another language.
    removeTranslator(g_appTranslator);
    removeTranslator(g_qtTranslator);
    g_applied = QStringLiteral("en");

    if (locale.language() != QLocale::English)
        g_appTranslator = loadTranslator(locale, QStringLiteral("pencilmark"), QStringLiteral(":/i18n"));
    if (!g_appTranslator) {
        // English, or a language Pencilmark does not speak.
        installEnglishPlurals();
    } else {
        QCoreApplication::installTranslator(g_appTranslator.get());
        const QString language = g_appTranslator->language(); // from the .ts file: "de"
        g_applied = (language.isEmpty() ? locale.name() : language).section(QLatin1Char('_'), 0, 0);
        // Qt's own dialog buttons and file dialogs; absent unless the system
        // ships them (Debian: qt6-translations-l10n), which is fine.
        g_qtTranslator = loadTranslator(locale, QStringLiteral("qtbase"),
                                        QLibraryInfo::path(QLibraryInfo::TranslationsPath));
        if (g_qtTranslator)
            QCoreApplication::installTranslator(g_qtTranslator.get());
    }
    // Numbers and dates as the language writes them, where the texts use %L1.
    QLocale::setDefault(locale);
    return g_applied;
}

QString appliedLanguage()
{
    return g_applied;
}

} // namespace pm

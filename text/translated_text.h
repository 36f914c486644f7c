// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QObject;

namespace pm {

// A text that follows a language switch while the widget lives on. The
// untranslated source and its tr() context ride on the object as dynamic
// properties; retranslateTexts() translates them again after
// QEvent::LanguageChange. Mark the source with QT_TR_NOOP (or
// QT_TRANSLATE_NOOP) so lupdate files it under `context`.
//
// `object` has a "text" property: QAction (a menu's menuAction() too),
// QAbstractButton, QLabel.
void setTranslatedText(QObject* object, const char* context, const char* source);

// Sets the "text" of `root` and of every descendant that setTranslatedText()
// marked to the translation now installed.
void retranslateTexts(QObject* root);

} // namespace pm

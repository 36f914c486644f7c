// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/translated_text.h"

#include <QCoreApplication>
#include <QObject>
#include <QVariant>

namespace pm {

namespace {

constexpr char kContext[] = "pm_trContext";
constexpr char kSource[] = "pm_trSource";

void retranslate(QObject* object)
{
    const QByteArray source = object->property(kSource).toByteArray();
    if (source.isEmpty())
        return;
    const QByteArray context = object->property(kContext).toByteArray();
    object->setProperty("text", QCoreApplication::translate(context.constData(), source.constData()));
}

} // namespace

void setTranslatedText(QObject* object, const char* context, const char* source)
{
    object->setProperty(kContext, QByteArray(context));
    object->setProperty(kSource, QByteArray(source));
    retranslate(object);
}

void retranslateTexts(QObject* root)
{
    retranslate(root);
    const QList<QObject*> descendants = root->findChildren<QObject*>();
    for (QObject* object : descendants)
        retranslate(object);
}

} // namespace pm

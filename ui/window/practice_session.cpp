// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/practice_session.h"

#include "play/jobs/puzzle_generation.h"
#include "play/session/game_session.h"
#include "ui/window/game_document.h"

#include "core/game/practice_position.h"
#include "core/generate/practice_options.h"

#include <QRandomGenerator>
#include <QSettings>

#include <algorithm>

namespace pm {

namespace {

QString tallyKey(logic::Technique technique, const char* which)
{
    return QStringLiteral("practice/%1/%2").arg(QString::fromUtf8(logic::info(technique).key), QLatin1String(which));
}

} // namespace

PracticeSession::PracticeSession(GameSession* session, GameDocument* document, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_document(document)
{
    PuzzleGeneration* generation = document->generation();
    connect(generation, &PuzzleGeneration::techniqueTargetsFound, this,
            [this](const std::vector<logic::Step>& targets) {
                if (!m_dealing)
                    return;
                m_pendingTargets = targets;
                m_targetsArrived = true;
            });
    const auto dealEnded = [this] {
        if (!m_dealing)
            return;
        m_dealing = false;
        // The first deal failed: there is nothing to practise on.
        if (!m_playing)
            m_technique.reset();
        emit changed();
    };
    connect(generation, &PuzzleGeneration::failed, this, dealEnded);
    connect(generation, &PuzzleGeneration::cancelled, this, dealEnded);
    connect(session, &GameSession::gameStarted, this, &PracticeSession::onGameStarted);
    connect(session, &GameSession::changed, this, &PracticeSession::judge);
    connect(session, &GameSession::hintChanged, this, &PracticeSession::judge);
}

void PracticeSession::start(logic::Technique technique, bool startBefore, bool askFirst)
{
    if (!generate::canPractise(technique))
        return;
    if (askFirst && !m_document->confirmReplacingGame())
        return;
    m_technique = technique;
    m_startBefore = startBefore;
    m_playing = false;
    m_targets.clear();
    m_verdict = Verdict::Open;
    deal();
}

void PracticeSession::next()
{
    if (m_technique && !m_dealing)
        deal();
}

void PracticeSession::stop()
{
    if (!m_technique)
        return;
    m_technique.reset();
    m_playing = false;
    m_targets.clear();
    if (m_dealing) {
        m_dealing = false;
        m_document->generation()->cancel();
    }
    emit changed();
}

void PracticeSession::deal()
{
    m_dealing = true;
    m_targetsArrived = false;
    m_pendingTargets.clear();
    m_document->startPracticeGame(generate::practiceOptions(*m_technique, QRandomGenerator::global()->generate64()),
                                  m_startBefore);
    emit changed();
}

void PracticeSession::onGameStarted()
{
    if (!m_technique)
        return;
    if (!m_dealing || !m_targetsArrived) {
        // Another game took the board (opened, pasted, a new game).
        stop();
        return;
    }
    m_dealing = false;
    m_playing = true;
    m_targets = std::move(m_pendingTargets);
    m_pendingTargets.clear();
    m_verdict = Verdict::Open;
    m_hintsAtStart = m_session->game().hintsUsed().size();
    emit changed();
}

void PracticeSession::judge()
{
    if (!m_technique || m_dealing || m_verdict != Verdict::Open)
        return;
    const logic::Technique technique = *m_technique;
    // A hint naming the technique, on screen now or used since the deal.
    const game::PlayerHint* hint = m_session->hint();
    const bool hintShown = hint && m_session->hintStage() != HintStage::Hidden
        && hint->kind == game::PlayerHint::Kind::Step && hint->step.technique == technique;
    const auto& used = m_session->game().hintsUsed();
    const bool hintUsed = std::any_of(used.begin() + std::ptrdiff_t(std::min(m_hintsAtStart, used.size())), used.end(),
                                      [&](const game::HintUse& use) {
                                          return use.kind == game::HintUse::Kind::Step && use.technique == technique;
                                      });
    if (hintShown || hintUsed) {
        settle(Verdict::WithHint);
        return;
    }
    const game::Game& game = m_session->game();
    if (std::any_of(m_targets.begin(), m_targets.end(),
                    [&](const logic::Step& step) { return game::stepTaken(game, step); }))
        settle(Verdict::Found);
}

void PracticeSession::settle(Verdict verdict)
{
    m_verdict = verdict;
    QSettings settings;
    const QString key = tallyKey(*m_technique, verdict == Verdict::Found ? "found" : "withHint");
    settings.setValue(key, settings.value(key, 0).toInt() + 1);
    emit changed();
}

int PracticeSession::found() const
{
    return m_technique ? found(*m_technique) : 0;
}

int PracticeSession::withHint() const
{
    return m_technique ? withHint(*m_technique) : 0;
}

int PracticeSession::found(logic::Technique technique)
{
    return QSettings().value(tallyKey(technique, "found"), 0).toInt();
}

int PracticeSession::withHint(logic::Technique technique)
{
    return QSettings().value(tallyKey(technique, "withHint"), 0).toInt();
}

} // namespace pm

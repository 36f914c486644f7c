// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/session/change_command.h"

namespace pm {

ChangeCommand::ChangeCommand(Apply apply, game::Change change, Describe describe, Merge merge,
                             QList<int> cells)
    : QUndoCommand(describe())
    , m_apply(std::move(apply))
    , m_describe(std::move(describe))
    , m_change(std::move(change))
    , m_merge(merge)
    , m_cells(std::move(cells))
{
}

void ChangeCommand::undo()
{
    m_apply(m_change, false);
}

void ChangeCommand::redo()
{
    m_apply(m_change, true);
}

bool ChangeCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = dynamic_cast<const ChangeCommand*>(other);
    if (!next || next->m_merge != m_merge || next->m_cells != m_cells)
        return false;
    m_change = game::merged(m_change, next->m_change);
    // Marks toggled on and off again leave nothing to undo.
    setObsolete(m_change.isEmpty());
    return true;
}

} // namespace pm

// Placeholder until this family's sentences are written: explain() falls
// back to a plain account of the effect.
#include "step_text.h"

namespace pm {

QString forcingText(const StepText&, const logic::Step&)
{
    return {};
}

} // namespace pm

#include "progress.h"

namespace ry::usecases {

void Progress::throwIfCancelled() const
{
    if (m_cancelled)
        throw Error(Tr::tr("Cancelled."));
}

bool ProgressReporter::progress(std::size_t done, std::size_t total)
{
    m_progress.setTotal(qint64(total));
    m_progress.setDone(qint64(done));
    return !m_progress.isCancelled();
}

} // namespace ry::usecases

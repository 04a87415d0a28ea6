#include "interruptguard.h"

#include <pthread.h>

#include <cstdio>
#include <cstdlib>
#include <ctime>

namespace tessera::cli {

InterruptGuard::InterruptGuard(std::mutex &lock, std::function<std::string()> message)
    : m_lock(lock), m_message(std::move(message))
{
    sigemptyset(&m_signals);
    sigaddset(&m_signals, SIGINT);
    sigaddset(&m_signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &m_signals, &m_previous);
    m_waiter = std::thread(&InterruptGuard::wait, this);
}

InterruptGuard::~InterruptGuard()
{
    m_done = true;
    m_waiter.join();
    // A signal that came after the waiter's last look is delivered now, as usual.
    pthread_sigmask(SIG_SETMASK, &m_previous, nullptr);
}

void InterruptGuard::wait()
{
    // Looks every 0.1 s whether the guard is done.
    const timespec timeout{0, 100'000'000};
    while (!m_done) {
        const int signal = sigtimedwait(&m_signals, nullptr, &timeout);
        if (signal < 0)
            continue;  // EAGAIN: the timeout; EINTR: another signal
        m_lock.lock(); // held until the exit: no line is begun after this
        const std::string message = m_message();
        std::fputs(message.c_str(), stderr);
        std::fflush(stderr);
        std::_Exit(128 + signal);
    }
}

} // namespace tessera::cli

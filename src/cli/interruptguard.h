#pragma once
// While it lives, SIGINT and SIGTERM (Ctrl+C, kill) end the program only between two writes
// guarded by `lock`: a thread waits for them, takes the lock (so a line being written is
// finished first), prints `message()` to stderr and exits with 128 + the signal's number.
// Create it before the threads that write, which inherit the blocked signals.

#include <atomic>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

#include <csignal>

namespace tessera::cli {

class InterruptGuard {
public:
    InterruptGuard(std::mutex &lock, std::function<std::string()> message);
    ~InterruptGuard();
    InterruptGuard(const InterruptGuard &) = delete;
    InterruptGuard &operator=(const InterruptGuard &) = delete;

private:
    void wait();

    std::mutex &m_lock;
    std::function<std::string()> m_message;
    sigset_t m_signals{};
    sigset_t m_previous{};
    std::atomic<bool> m_done{false};
    std::thread m_waiter;
};

} // namespace tessera::cli

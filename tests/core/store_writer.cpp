// Child process of the kill-mid-write test (tst_killmidwrite.cpp): opens the document given as
// argv[1] and starts replacing its content with a much larger design, printing "WRITING" once
// rows are being written inside the transaction and then slowing down, so that the parent can
// SIGKILL it in the middle of the transaction.

#include "store/document.h"

#include <QCoreApplication>

#include <chrono>
#include <cstdio>
#include <thread>

using namespace ry;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 2)
        return 2;
    auto store = store::SqliteStore::open(QString::fromLocal8Bit(argv[1]));
    Design big = store->load();
    big.name = QStringLiteral("half-written");
    const Id type = big.deviceTypes.items().front().id;
    for (int i = 0; i < 20000; ++i) {
        Device d;
        d.name = QStringLiteral("extra%1").arg(i);
        d.role = QStringLiteral("gpu-node");
        d.deviceTypeId = type;
        big.addDeviceWithPorts(d);
    }
    bool announced = false;
    store->setProgressHook(
        [&](std::size_t, std::size_t) {
            if (!announced) {
                std::puts("WRITING");
                std::fflush(stdout);
                announced = true;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            return true;
        },
        500);
    store->replaceAll(big, {});
    std::puts("DONE");
    return 0;
}

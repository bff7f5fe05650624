#include "export/exporter.h"
#include "io/designyaml.h"

#include <QBuffer>

#include <gtest/gtest.h>

TEST(ExportSmoke, EveryFormatWritesTheSmallExample)
{
    const ry::Design d =
        ry::designyaml::readFile(QStringLiteral(RESOURCES_DIR "/examples/small-cluster.yaml"));
    for (const auto &e : ry::exporting::exporters()) {
        QByteArray bytes;
        QBuffer buf(&bytes);
        buf.open(QIODevice::WriteOnly);
        ry::exporting::Reporter r;
        ASSERT_NO_THROW(e->write(d, buf, r, {})) << e->format().toStdString();
        EXPECT_FALSE(bytes.isEmpty()) << e->format().toStdString();
    }
}

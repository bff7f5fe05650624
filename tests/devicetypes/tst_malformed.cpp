// Malformed input: each fixture in tests/data/devicetypes/malformed/ must throw ry::Error naming
// the file, the 1-based line and column, and the field. Line:column values were read off the
// fixtures by hand (column = position of the offending value).

#include "devicetypes/netboximporter.h"
#include "testhelpers.h"

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::test;

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(TEST_DATA_DIR "/devicetypes/malformed/") + QString::fromLatin1(name);
}

struct Expected
{
    const char *file;
    int line;
    int column;
    const char *field;
    const char *messagePart;
};

} // namespace

TEST(NetboxMalformed, ErrorsNameFileLineColumnAndField)
{
    const Expected cases[] = {
        // "    type: 1000base-t: oops": the second ':' (col 21) is an illegal map value.
        {"syntax-error.yaml", 7, 21, "interfaces", "YAML syntax error"},
        {"u-height-text.yaml", 4, 11, "u_height", "expected a number, found \"abc\""},
        {"u-height-fraction.yaml", 4, 11, "u_height", "multiple of 0.5"},
        {"negative-height.yaml", 4, 11, "u_height", "negative"},
        {"interfaces-scalar.yaml", 5, 13, "interfaces", "expected a list of interfaces"},
        // A missing key points at the map that lacks it.
        {"missing-model.yaml", 1, 1, "model", "\"model\" is missing"},
        {"top-level-list.yaml", 1, 1, "", "found a list"},
        {"empty.yaml", 1, 1, "", "empty"},
        // First byte 0x89 (PNG signature) is not UTF-8.
        {"binary-junk.yaml", 1, 1, "", "not UTF-8 text"},
        // "slug: x<NUL>y": the NUL is the 8th character of line 3.
        {"nul-byte.yaml", 3, 8, "", "not UTF-8 text"},
        {"interface-not-map.yaml", 8, 5, "interfaces[1]", "expected a map"},
        {"interface-no-type.yaml", 8, 5, "interfaces[1].type", "\"type\" is missing"},
        {"duplicate-key.yaml", 5, 1, "u_height", "duplicate key \"u_height\" (first at line 4)"},
        {"bad-weight-unit.yaml", 6, 14, "weight_unit", "\"stone\""},
        {"bad-boolean.yaml", 5, 16, "is_full_depth", "expected true or false"},
        {"railyard-bad-count.yaml", 7, 14, "x-railyard.gpu_count", "whole number"},
        // The design's character rules (issue 12): no control characters in a component name,
        // no bidirectional override in a model (a label).
        {"interface-control-char.yaml", 8, 11, "interfaces[1].name", "U+000A"},
        {"model-bidi-override.yaml", 2, 8, "model", "U+202E"},
    };
    for (const Expected &c : cases) {
        SCOPED_TRACE(c.file);
        const QString path = fixture(c.file);
        Diagnostics diags;
        try {
            devicetypes::importNetboxDeviceType(path, &diags);
            ADD_FAILURE() << "no error for " << c.file;
        } catch (const Error &e) {
            EXPECT_EQ(e.location().file, path);
            EXPECT_EQ(e.location().line, c.line);
            EXPECT_EQ(e.location().column, c.column);
            EXPECT_EQ(e.field(), QString::fromLatin1(c.field));
            EXPECT_TRUE(e.message().contains(QString::fromUtf8(c.messagePart)))
                << e.message().toStdString();
            // describe() is "file:line:column: field: message".
            const QString where = QStringLiteral("%1:%2:%3: ").arg(path).arg(c.line).arg(c.column);
            EXPECT_TRUE(e.describe().startsWith(where)) << e.describe().toStdString();
        }
        EXPECT_TRUE(diags.empty()); // nothing is reported for a file that failed
    }
}

TEST(NetboxMalformed, MissingFileIsAnError)
{
    const QString path = fixture("does-not-exist.yaml");
    try {
        devicetypes::importNetboxDeviceType(path, nullptr);
        FAIL() << "no error";
    } catch (const Error &e) {
        EXPECT_EQ(e.location().file, path);
        EXPECT_TRUE(e.message().contains(QStringLiteral("cannot open")));
    }
}

TEST(NetboxMalformed, DirectoryImportsGoodFilesAndListsBadOnes)
{
    // mixed/: good-switch.yaml, Vendor/good-server.yml (good); broken-syntax.yaml,
    // Vendor/broken.YAML (bad); notes.txt and schema/ (ignored).
    const QString dir = QStringLiteral(TEST_DATA_DIR "/devicetypes/mixed");
    const devicetypes::DeviceTypeImportSummary s = devicetypes::importNetboxDirectory(dir);
    EXPECT_EQ(s.filesTried, 4);
    ASSERT_EQ(s.deviceTypes.size(), 2u);
    EXPECT_EQ(s.deviceTypes[0].slug, QStringLiteral("test-good-switch"));
    EXPECT_EQ(s.deviceTypes[1].slug, QStringLiteral("test-good-server"));
    EXPECT_DOUBLE_EQ(s.deviceTypes[1].powerMaxW, 800);
    EXPECT_EQ(s.files[0], dir + QStringLiteral("/good-switch.yaml"));
    EXPECT_EQ(s.files[1], dir + QStringLiteral("/Vendor/good-server.yml"));

    ASSERT_EQ(s.failures.size(), 2u);
    EXPECT_EQ(s.failedFiles(), (QStringList{dir + QStringLiteral("/broken-syntax.yaml"),
                                            dir + QStringLiteral("/Vendor/broken.YAML")}));
    const Diagnostic &bad = s.failures[1];
    EXPECT_EQ(bad.severity, Diagnostic::Severity::Error);
    EXPECT_EQ(bad.location.line, 4);
    EXPECT_EQ(bad.location.column, 11);
    EXPECT_EQ(bad.field, QStringLiteral("u_height"));
    EXPECT_EQ(bad.object, QStringLiteral("Vendor/broken.YAML"));
    const Diagnostic &syntax = s.failures[0];
    EXPECT_TRUE(syntax.message.contains(QStringLiteral("YAML syntax error")));
    EXPECT_EQ(syntax.location.line, 3); // yaml-cpp notices the unclosed "[" on the next line
    EXPECT_EQ(syntax.location.column, 5);
    for (const Diagnostic &d : s.diagnostics)
        EXPECT_NE(d.severity, Diagnostic::Severity::Error);
}

TEST(NetboxMalformed, MissingDirectoryIsAnError)
{
    EXPECT_THROW(
        devicetypes::importNetboxDirectory(QStringLiteral(TEST_DATA_DIR "/devicetypes/nope")),
        Error);
}

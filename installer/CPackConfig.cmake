# CPack DEB package (see installer/README in docs).
set(CPACK_PACKAGE_NAME "railyard")
set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_CONTACT "Railyard developers <railyard@example.invalid>")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, qt6-translations-l10n, fonts-nanum")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
include(CPack)

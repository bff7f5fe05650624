# Debian package (cpack -G DEB, or `cmake --build --preset release --target package`).
# Qt 6.4 has no Linux deploy script (qt_generate_deploy_app_script arrived for Linux in 6.5), so
# the package depends on Debian's Qt packages: shlibdeps finds the libraries; the plugins and data
# that are loaded at run time are listed by hand.
install(FILES ${CMAKE_CURRENT_LIST_DIR}/railyard.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/io.github.railyard.metainfo.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/railyard.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)

set(CPACK_PACKAGE_NAME "railyard")
set(CPACK_PACKAGE_VENDOR "Railyard")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_CONTACT "Railyard developers <railyard@example.invalid>")
set(CPACK_DEBIAN_PACKAGE_SECTION "science")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# SQLite driver plugin, Qt's own Korean strings, a Korean font for the GUI and PDFs, the
# platform plugins, libyaml (the design file reader; shlibdeps finds it too).
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libqt6sql6-sqlite, qt6-translations-l10n, fonts-nanum, qt6-qpa-plugins, libqt6svg6, libyaml-0-2")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
include(CPack)

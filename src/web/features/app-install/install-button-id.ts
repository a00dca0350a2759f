export const INSTALL_BUTTON_ID = "install-app";

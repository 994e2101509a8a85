/** A full reload, so every part of the page starts again from the server (after a password change). */
export function reloadPage() {
  window.location.reload();
}

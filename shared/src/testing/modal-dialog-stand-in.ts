/** jsdom has no modal dialogs: open and close just toggle `open`, which is all the tests need. */
export function installModalDialogStandIn(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

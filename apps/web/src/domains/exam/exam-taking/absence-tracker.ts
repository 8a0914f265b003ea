/**
 * Counts leaving the exam page once per absence: the tab hidden and the window blurred during one
 * switch are the same absence; coming back ends it. Reloading or closing the page is not an absence,
 * nor is the moment the student opens a practical task's editor in a new tab.
 */
export class AbsenceTracker {
  private away = false;
  private unloading = false;
  private excusedUntil = 0;

  /** The page is being reloaded or closed (`pagehide`). */
  unload(): void {
    this.unloading = true;
  }

  /** The page is shown again (`pageshow`, back from the browser's cache). */
  show(): void {
    this.unloading = false;
  }

  /** An absence starting within `ms` from `now` is not counted. */
  excuse(now: number, ms = 3000): void {
    this.excusedUntil = now + ms;
  }

  /** The page was hidden or lost focus; true when this starts a counted absence. */
  leave(now: number): boolean {
    if (this.away || this.unloading) return false;
    this.away = true;
    return now >= this.excusedUntil;
  }

  /** The page is visible and focused again. */
  back(): void {
    this.away = false;
  }
}

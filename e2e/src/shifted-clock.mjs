// Preloaded into the app server's process (NODE_OPTIONS=--import) by a test that needs a Georgia draw
// still on sale today, when it runs between Georgia's last sales cutoff and midnight Eastern (none is
// then): the server's wall clock runs E2E_CLOCK_SHIFT_MS ahead, into the next day. Like libfaketime,
// it moves the process's clock (Date), not any code of the app's own.
const shift = Number(process.env['E2E_CLOCK_SHIFT_MS'] ?? '0');
if (Number.isFinite(shift) && shift !== 0) {
  const RealDate = Date;
  globalThis.Date = class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...args);
    }
    static now() {
      return RealDate.now() + shift;
    }
  };
}

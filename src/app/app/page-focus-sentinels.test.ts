import { afterEach, describe, expect, it } from 'vitest';
import { keepPageFocusSentinelsOutOfTabOrder } from './page-focus-sentinels.ts';

/** A sentinel as Tabster makes it. */
function sentinel(): HTMLElement {
  const i = document.createElement('i');
  i.tabIndex = 0;
  i.setAttribute('aria-hidden', 'true');
  i.setAttribute('data-tabster-dummy', '');
  return i;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop = () => {};
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

describe('keepPageFocusSentinelsOutOfTabOrder', () => {
  it('takes the sentinels at the ends of <body> out of the tab order, now and later', async () => {
    const early = document.body.appendChild(sentinel());
    stop = keepPageFocusSentinelsOutOfTabOrder();
    expect(early.tabIndex).toBe(-1);

    const late = document.body.insertBefore(sentinel(), document.body.firstChild);
    await settle();
    expect(late.tabIndex).toBe(-1);

    // Tabster makes them tabbable again when focus leaves the page: they go back out.
    early.tabIndex = 0;
    await settle();
    expect(early.tabIndex).toBe(-1);
  });

  it('leaves alone the sentinels inside a dialog (its focus trap) and other elements', async () => {
    stop = keepPageFocusSentinelsOutOfTabOrder();
    const dialog = document.body.appendChild(document.createElement('div'));
    const trap = dialog.appendChild(sentinel());
    const button = document.body.appendChild(document.createElement('button'));
    button.tabIndex = 0;
    await settle();
    expect(trap.tabIndex).toBe(0);
    expect(button.tabIndex).toBe(0);
  });
});

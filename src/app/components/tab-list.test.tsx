import { FluentProvider, Tab, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabList } from './tab-list.tsx';

function Tabs() {
  const [tab, setTab] = useState('one');
  return (
    <FluentProvider theme={webLightTheme}>
      <button type="button">Before</button>
      <TabList
        selectedValue={tab}
        onTabSelect={(_, data) => setTab(String(data.value))}
        aria-label="Things"
      >
        <Tab value="one">One</Tab>
        <Tab value="two">Two</Tab>
        <Tab value="three">Three</Tab>
      </TabList>
    </FluentProvider>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const tabIndexes = () => ['One', 'Two', 'Three'].map((name) => tab(name).tabIndex);

afterEach(cleanup);

describe('TabList', () => {
  it('puts only the selected tab in the tab order, with no focus sentinels around the list', () => {
    const { container } = render(<Tabs />);
    expect(tabIndexes()).toEqual([0, -1, -1]);
    expect(container.ownerDocument.querySelector('[data-tabster-dummy]')).toBeNull();
    expect(screen.getByRole('tablist', { name: 'Things' }).hasAttribute('data-tabster')).toBe(
      false,
    );
  });

  it('moves focus with the arrows (wrapping), Home and End, and selects the tab activated', () => {
    render(<Tabs />);
    tab('One').focus();
    fireEvent.keyDown(tab('One'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Two'));
    expect(tabIndexes()).toEqual([-1, 0, -1]);
    fireEvent.keyDown(tab('Two'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Three'));
    fireEvent.keyDown(tab('Three'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('One'));
    fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Three'));
    fireEvent.keyDown(tab('Three'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('One'));
    // Moving focus does not select (manual activation, as Fluent's TabList); a click or Enter does.
    expect(tab('One').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('One'), { key: 'ArrowRight' });
    fireEvent.click(tab('Two'));
    expect(tab('Two').getAttribute('aria-selected')).toBe('true');
  });

  it('after focus leaves the list, the selected tab is again the one Tab reaches', () => {
    render(<Tabs />);
    tab('One').focus();
    fireEvent.keyDown(tab('One'), { key: 'ArrowRight' });
    expect(tabIndexes()).toEqual([-1, 0, -1]);
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    fireEvent.blur(tab('Two'), { relatedTarget: before });
    expect(tabIndexes()).toEqual([0, -1, -1]);
  });
});

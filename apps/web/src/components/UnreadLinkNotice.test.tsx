import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TestMantine } from '../testing/render.js';
import { readHomeView } from '../lib/home-view-url.js';
import { UnreadLinkNotice } from './UnreadLinkNotice.js';

const unreadOf = (search: string) => readHomeView(search, 'TX').unread;

describe('UnreadLinkNotice', () => {
  it('says the asked state does not exist and which state is shown, until closed', () => {
    render(<UnreadLinkNotice unread={unreadOf('?state=ZZ')} shownState="TX" />, {
      wrapper: TestMantine,
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No such state');
    expect(alert).toHaveTextContent('“ZZ”, which this app does not have. It shows Texas instead');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names every other value it could not read', () => {
    render(
      <UnreadLinkNotice unread={unreadOf('?state=GA&time=noon&position1=x')} shownState="GA" />,
      { wrapper: TestMantine },
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('time=noon, position1=x');
    expect(alert).not.toHaveTextContent('No such state');
  });

  it('says nothing for a link it reads whole', () => {
    render(<UnreadLinkNotice unread={unreadOf('?state=GA&time=Eve')} shownState="GA" />, {
      wrapper: TestMantine,
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

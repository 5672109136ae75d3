import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../../testing/render.js';
import { NumberSearchBox } from './NumberSearchBox.js';

function Where() {
  const location = useLocation();
  return <p>At {location.pathname + location.search}</p>;
}

function renderBox() {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<NumberSearchBox stateCode="GA" />} />
      <Route path="/lookup/:number" element={<Where />} />
    </Routes>,
  );
  return screen.getByRole('textbox', { name: 'Look up a number' });
}

describe('NumberSearchBox', () => {
  it('opens the lookup page of the typed number for the current state on Enter', () => {
    const input = renderBox();
    fireEvent.change(input, { target: { value: '0-7a7' } });
    expect(input).toHaveValue('077');
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByText('At /lookup/077?state=GA')).toBeInTheDocument();
  });

  it('asks for three digits instead of navigating with fewer', () => {
    const input = renderBox();
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByText('Type three digits, 000 to 999')).toBeInTheDocument();
    expect(screen.queryByText(/^At /)).toBeNull();
  });
});

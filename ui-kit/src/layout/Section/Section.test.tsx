import { screen } from '@testing-library/react';
import { Section } from './Section.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('Section', () => {
  it('should be a region named by its heading, with the aside beside it', async () => {
    renderKit(
      <Section title="Активные заказы" aside={<span>3</span>}>
        <p>Бокс A-214</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Активные заказы' });
    expect(screen.getByRole('heading', { level: 2, name: 'Активные заказы' })).toBeInTheDocument();
    expect(region).toHaveTextContent('3');
    expect(region).toHaveTextContent('Бокс A-214');
    await expectNoAxeViolations();
  });

  it('should use the heading level and id it was given', () => {
    renderKit(<Section title="Forgot your password?" headingLevel={3} headingId="forgot-title" divided />, { locale: 'en' });
    const heading = screen.getByRole('heading', { level: 3, name: 'Forgot your password?' });
    expect(heading).toHaveAttribute('id', 'forgot-title');
    expect(screen.getByRole('region', { name: 'Forgot your password?' })).toHaveAttribute('data-divided', 'true');
  });

  it('should keep a hidden title as the name of the region', () => {
    renderKit(
      <Section title="Архив" hideTitle>
        <p>Пусто</p>
      </Section>,
    );
    expect(screen.getByRole('region', { name: 'Архив' })).toHaveTextContent('Пусто');
    expect(screen.getByRole('heading', { name: 'Архив' }).parentElement).toHaveAttribute('data-hidden', 'true');
  });
});

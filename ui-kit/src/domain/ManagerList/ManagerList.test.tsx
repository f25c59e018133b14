import { screen } from '@testing-library/react';
import { ManagerList } from './ManagerList.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('ManagerList', () => {
  it('should list managers with their positions', async () => {
    renderKit(
      <ManagerList
        managers={[
          { firstName: 'Анна', lastName: 'Белова', position: 'Управляющая складом' },
          { firstName: 'Олег', lastName: 'Титов' },
        ]}
      />,
    );
    expect(screen.getByRole('list', { name: 'Менеджеры склада' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Управляющая складом')).toBeInTheDocument();
    expect(screen.getByText('Олег Титов')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  describe('given no managers', () => {
    it('should render nothing', () => {
      const { container } = renderKit(<ManagerList managers={[]} title="Managers" />, { locale: 'en' });
      expect(container).toBeEmptyDOMElement();
    });
  });
});

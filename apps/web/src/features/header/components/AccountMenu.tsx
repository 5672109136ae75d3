import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/**
 * The account links as one menu on a phone. Its own chunk: Mantine's menu brings the popover,
 * focus-trap and portal code, which the first screen does not need before a tap.
 */
export default function AccountMenu({
  links,
}: {
  links: ReadonlyArray<{ to: string; label: string }>;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="compact-sm" variant="light" aria-label={t('header.accountMenu')}>
          {t('header.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

import styled from 'styled-components';
import { provider } from '#contract';
import { useShell } from '../i18n/lang-context';
import { Icon, type IconName } from '../ui/icons';
import { radius } from '../ui/theme';

const NETWORKS: { key: keyof typeof provider.social; label: string; icon: IconName }[] = [
  { key: 'facebook', label: 'Facebook', icon: 'facebook' },
  { key: 'instagram', label: 'Instagram', icon: 'instagram' },
  { key: 'linkedin', label: 'LinkedIn', icon: 'linkedin' },
];

const Row = styled.ul`
  display: flex;
  gap: 0.6rem;
  list-style: none;
  padding: 0;
  margin: 0;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.75rem;
    height: 2.75rem;
    border: 1px solid currentColor;
    border-radius: ${radius.pill};
  }
  svg { width: 1.2rem; height: 1.2rem; }
`;

/** The provider's social profiles; a network without a configured URL is left out. */
export function SocialLinks({ className }: { className?: string }) {
  const networks = NETWORKS.filter(({ key }) => provider.social[key]);
  const { footer } = useShell();
  if (networks.length === 0) return null;
  return (
    <Row className={className}>
      {networks.map(({ key, label, icon }) => (
        <li key={key}>
          <a href={provider.social[key]} aria-label={footer.social(label)}>
            <Icon name={icon} />
          </a>
        </li>
      ))}
    </Row>
  );
}

import styled from 'styled-components';
import { useShell } from '../../i18n/lang-context';
import { useOnline } from '../../lib/use-online';

const Banner = styled.p`
  margin: 0;
  padding: 0.6rem 1rem;
  background: #fff4d6;
  color: #4a3500;
  border-bottom: 1px solid #e8c766;
  text-align: center;
  font-weight: 600;
`;

/** Says plainly when the device is offline, and what still works. */
export function OfflineBanner() {
  const online = useOnline();
  const { offline } = useShell();
  return (
    <div role="status">
      {!online && <Banner>{offline}</Banner>}
    </div>
  );
}

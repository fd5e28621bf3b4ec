import styled from 'styled-components';
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
  return (
    <div role="status">
      {!online && (
        <Banner>
          You're offline. Pages and care guides still open, and anything you send is saved and goes out when you're back online. Phone
          calls still work without data: in an emergency, call 911.
        </Banner>
      )}
    </div>
  );
}

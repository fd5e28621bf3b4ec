import styled from 'styled-components';
import { provider } from '../../api/contract';

const Title = styled.h1`
  color: #0b6b61;
`;

export function Home() {
  return (
    <main id="main">
      <Title>{provider.brandName}</Title>
    </main>
  );
}

import { Route, Routes } from 'react-router-dom';
import { Home } from './routes/home';
import { NotFound } from './routes/not-found';

export function App() {
  return (
    <Routes>
      <Route path="/" element={<Home />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

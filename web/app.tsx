import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/layout';
import { pages } from './route-pages';
import { PageLoading } from './ui/page-loading';
import { Toaster } from './ui/toast';

// Every page is its own chunk: a visit loads the shell and the one page it shows. The prerender
// waits for them (and inlines them), so the HTML is complete without JavaScript.
const Home = lazy(pages['/']);
const About = lazy(pages['/about']);
const Services = lazy(pages['/services']);
const Faqs = lazy(pages['/faqs']);
const Testimonials = lazy(pages['/testimonials']);
const Contact = lazy(pages['/contact']);
const Resources = lazy(pages['/resources']);
const PrivacyPolicy = lazy(pages['/privacy-policy']);
const Coordinators = lazy(pages['/coordinators']);
const Consultation = lazy(pages['/consultation']);
const NotFound = lazy(pages.notFound);

const deferred = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;

export function App() {
  return (
    <>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={deferred(<Home />)} />
          <Route path="about" element={deferred(<About />)} />
          <Route path="services" element={deferred(<Services />)} />
          <Route path="faqs" element={deferred(<Faqs />)} />
          <Route path="testimonials" element={deferred(<Testimonials />)} />
          <Route path="contact" element={deferred(<Contact />)} />
          <Route path="resources" element={deferred(<Resources />)} />
          <Route path="privacy-policy" element={deferred(<PrivacyPolicy />)} />
          <Route path="coordinators" element={deferred(<Coordinators />)} />
          <Route path="consultation" element={deferred(<Consultation />)} />
          <Route path="*" element={deferred(<NotFound />)} />
        </Route>
      </Routes>
      <Toaster />
    </>
  );
}

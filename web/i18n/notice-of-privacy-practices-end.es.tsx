/**
 * The Notice of Privacy Practices' last sections in Spanish, typed by the English ones
 * (notice-of-privacy-practices-end.en.tsx): sharing without permission, what needs written
 * permission, our duties, changes and questions.
 */
import { provider } from '#contract';
import { privacyEs } from '#contract/provider.privacy.es';
import { noticeFacts } from '#contract/provider.notices';
import { STATE_NAMES } from '#contract/tagline-languages';
import { LanguageTaglines } from '../ui/language-taglines';
import { Link } from '../ui/link';
import { Phone } from '../ui/phone';
import type { NoticeEndWords } from './notice-of-privacy-practices-end.en';

const contact = (
  <>
    nuestro {privacyEs.officer} al <Phone /> o en <a href={`mailto:${provider.email}`}>{provider.email}</a>
  </>
);

const { languageAssistance } = noticeFacts;
const states = provider.states.map((state) => STATE_NAMES[state]).join(', ');

export const noticeEnd: NoticeEndWords = {
  'without-permission': {
    title: 'Otras maneras en que podemos compartir su información sin su permiso',
    body: () => (
      <>
        <p>
          La ley nos permite o nos obliga a compartir su información de otras maneras, por lo general para el bien de todos, como la salud pública y
          la investigación. Antes tenemos que cumplir muchas condiciones de la ley. Podemos compartir información médica para:
        </p>
        <ul>
          <li>
            ayudar con la salud y la seguridad públicas: prevenir enfermedades, ayudar a retirar productos del mercado, informar reacciones a
            medicamentos, informar sospechas de abuso, abandono o violencia doméstica, y prevenir o reducir una amenaza grave a la salud o la
            seguridad de cualquier persona
          </li>
          <li>hacer investigaciones, cuando se cumplen las condiciones de privacidad de la ley</li>
          <li>cumplir la ley, también cuando el Departamento de Salud y Servicios Humanos revisa que cumplimos la ley federal de privacidad</li>
          <li>responder a solicitudes de donación de órganos y tejidos</li>
          <li>trabajar con un médico forense (medical examiner o coroner) o con el director de una funeraria</li>
          <li>
            atender reclamos de compensación laboral (workers&apos; compensation), pedidos de las agencias que supervisan la salud (como
            auditorías e inspecciones), fines de las autoridades policiales, y funciones especiales del gobierno, como las militares, las de
            seguridad nacional y las de protección del presidente
          </li>
          <li>responder a demandas y acciones legales, como una orden de un tribunal o de una agencia, o una citación (subpoena)</li>
        </ul>
        <p>
          Cuando una ley del estado protege más cierta información (por ejemplo, sobre el VIH, la salud mental o el uso de sustancias), seguimos esa
          ley.
        </p>
      </>
    ),
  },
  authorization: {
    title: 'Cuándo necesitamos su permiso por escrito',
    body: () => (
      <>
        <p>No haremos estas cosas sin su permiso por escrito (una autorización):</p>
        <ul>
          <li>usar o compartir su información para mercadeo, incluso su historia, su nombre o su foto en nuestro sitio web o en publicidad</li>
          <li>vender su información</li>
          <li>compartir la mayoría de las notas de psicoterapia</li>
          <li>cualquier otro uso o forma de compartir que no se explique en este aviso</li>
        </ul>
        <p>
          Puede retirar (revocar) su permiso en cualquier momento, por escrito. Esto no deshace lo que ya hicimos mientras teníamos su permiso.
        </p>
      </>
    ),
  },
  'our-duties': {
    title: 'Nuestras responsabilidades',
    body: () => (
      <ul>
        <li>
          La ley nos obliga a mantener su información médica privada y segura, y a darle este aviso de nuestros deberes legales y nuestras prácticas
          de privacidad.
        </li>
        <li>Le avisaremos pronto si ocurre una filtración que pueda haber puesto en riesgo la privacidad o la seguridad de su información.</li>
        <li>Debemos cumplir los deberes y las prácticas de privacidad que se explican en este aviso, y darle una copia.</li>
        <li>
          No usaremos ni compartiremos su información de otra forma que la que se explica aquí, a menos que usted nos diga por escrito que podemos
          hacerlo. Puede cambiar de opinión en cualquier momento, avisándonos por escrito.
        </li>
      </ul>
    ),
  },
  changes: {
    title: 'Cambios a este aviso',
    body: () => (
      <p>
        Podemos cambiar los términos de este aviso, y los cambios se aplicarán a toda la información que tenemos sobre usted. El aviso nuevo estará
        en esta página, se lo daremos si lo pide, y se lo ofreceremos en su próxima visita.
      </p>
    ),
  },
  contact: {
    title: 'Preguntas',
    body: () => (
      <>
        <p>Si tiene preguntas sobre este aviso o quiere usar sus derechos, comuníquese con {contact}.</p>
        <p>
          Cómo este sitio web trata lo que usted escribe en sus formularios se explica en nuestra{' '}
          <Link to="/privacy-policy">Política de privacidad del sitio web</Link>.
        </p>
      </>
    ),
  },
  'language-help': {
    title: 'Ayuda gratis con el idioma y otros formatos',
    body: () => (
      <>
        <p>
          Ofrecemos gratis y a tiempo servicios de ayuda con el idioma, como intérpretes calificados e información escrita en otros idiomas, y
          ayudas y servicios auxiliares adecuados, como intérpretes de lengua de señas calificados e información en letra grande, en audio y en
          formatos electrónicos accesibles, a quien los necesite para leer este aviso o para hablar con nosotros. Para pedirlos, llame al <Phone /> o
          dígaselo a cualquier persona de nuestro equipo. Lea más en nuestro{' '}
          <Link to="/nondiscrimination">aviso de no discriminación y ayuda con el idioma</Link>.
        </p>
        <p>Las líneas de abajo lo dicen en los idiomas que más se hablan en {states}:</p>
        <LanguageTaglines langs={languageAssistance.taglines} qualified={languageAssistance.qualifiedTranslations} />
      </>
    ),
  },
};

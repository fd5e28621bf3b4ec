/**
 * The Notice of Privacy Practices' words in Spanish, typed by the English ones
 * (notice-of-privacy-practices.en.tsx, which says what they follow): the same sections, rights and
 * figures, in plain US Spanish, "usted", with the words US Spanish notices use ("Aviso de Prácticas
 * de Privacidad", "información médica", "Oficina de Derechos Civiles"). It stands on its own: a
 * patient who reads only this has the whole notice.
 */
import type { ReactNode } from 'react';
import { provider } from '#contract';
import { privacyEs } from '#contract/provider.privacy.es';
import { HIPAA } from '../content/privacy-law';
import { longDateEs } from './legal-date.es';
import { Link } from '../ui/link';
import { Phone } from '../ui/phone';
import type { NoticeOfPrivacyPracticesWords } from './notice-of-privacy-practices.en';
import { noticeEnd } from './notice-of-privacy-practices-end.es';

const contact = (
  <>
    nuestro {privacyEs.officer} al <Phone /> o en <a href={`mailto:${provider.email}`}>{provider.email}</a>
  </>
);
const { complaints } = HIPAA;

export const noticeOfPrivacyPractices: NoticeOfPrivacyPracticesWords = {
  hero: {
    eyebrow: 'Aviso de HIPAA',
    title: 'Aviso de Prácticas de Privacidad',
    lead: () => (
      <>
        {provider.brandName}. Cómo usamos y compartimos su información médica cuando usted es nuestro paciente, y cuáles son sus derechos. Para
        saber cómo este sitio web trata lo que usted envía por él, vea nuestra <Link to="/privacy-policy">Política de privacidad</Link>.
      </>
    ),
    effective: (date: ReactNode) => <>Fecha de vigencia: {date}</>,
  },
  header:
    'ESTE AVISO DESCRIBE CÓMO SE PUEDE USAR Y DIVULGAR SU INFORMACIÓN MÉDICA Y CÓMO PUEDE USTED OBTENER ACCESO A ESTA INFORMACIÓN. POR FAVOR, LÉALO CON CUIDADO.',
  contents: 'En esta página',
  date: longDateEs,
  sections: {
    'your-rights': {
      title: 'Sus derechos',
      body: () => (
        <>
          <p>Usted tiene estos derechos sobre su información médica. Para usar cualquiera de ellos, comuníquese con {contact}.</p>
          <h3>Recibir una copia de su expediente médico</h3>
          <p>
            Puede pedir ver o recibir una copia de sus expedientes médicos y de facturación, en papel o en forma electrónica. Le daremos una copia o
            un resumen, por lo general en {HIPAA.copyDays} días o menos desde su solicitud. Podemos cobrarle una tarifa razonable, según lo que nos
            cueste.
          </p>
          <h3>Pedirnos que corrijamos su expediente</h3>
          <p>
            Puede pedirnos que corrijamos información que usted cree que está mal o incompleta. Podemos decir que no, pero le diremos por qué, por
            escrito, en {HIPAA.correctionDays} días o menos.
          </p>
          <h3>Pedirnos que nos comuniquemos con usted de cierta manera</h3>
          <p>
            Puede pedirnos que nos comuniquemos con usted de una manera especial (por ejemplo, solo a su teléfono celular) o en otra dirección.
            Diremos que sí a todas las solicitudes razonables.
          </p>
          <h3>Pedirnos que limitemos lo que usamos o compartimos</h3>
          <p>
            Puede pedirnos que no usemos ni compartamos cierta información médica para su tratamiento, para el pago o para nuestras operaciones. No
            estamos obligados a aceptar, y podemos decir que no si eso afectaría su cuidado.
          </p>
          <p>
            <strong>Si usted paga por completo un servicio o artículo de su propio bolsillo</strong>, puede pedirnos que no compartamos información
            sobre él con su plan de salud para el pago o para nuestras operaciones. Diremos que sí, a menos que una ley nos obligue a compartirla.
          </p>
          <h3>Recibir una lista de con quién hemos compartido su información</h3>
          <p>
            Puede pedir una lista (un registro de divulgaciones) de las veces que compartimos su información médica en los seis años antes de su
            solicitud, con quién la compartimos y por qué. La lista no incluye lo que compartimos para su tratamiento, el pago y nuestras
            operaciones, ni otras veces (como lo que usted nos pidió que compartiéramos). Le damos una lista al año gratis, y podemos cobrar una
            tarifa razonable, según lo que nos cueste, por otra lista dentro de los mismos {HIPAA.freeAccountingMonths} meses.
          </p>
          <h3>Recibir una copia de este aviso</h3>
          <p>Puede pedir una copia en papel de este aviso en cualquier momento, aunque haya aceptado recibirlo en forma electrónica.</p>
          <h3>Elegir a alguien que actúe por usted</h3>
          <p>
            Si usted le dio a alguien un poder legal para decisiones médicas, o si alguien es su tutor legal, esa persona puede usar sus derechos y
            tomar decisiones sobre su información médica. Antes, revisaremos que esa persona tenga esa autoridad.
          </p>
          <h3>Presentar una queja</h3>
          <p>
            Si siente que no hemos respetado sus derechos, puede presentar una queja ante {contact}. También puede presentar una queja ante la
            Oficina de Derechos Civiles del Departamento de Salud y Servicios Humanos de los Estados Unidos: escriba a{' '}
            <span lang="en">{complaints.address}</span>, llame al {complaints.phone}, o visite {complaints.web}. No tomaremos represalias contra
            usted por presentar una queja.
          </p>
        </>
      ),
    },
    'your-choices': {
      title: 'Sus opciones',
      body: () => (
        <>
          <p>Usted puede decirnos qué prefiere sobre si nosotros:</p>
          <ul>
            <li>compartimos información con familiares, amigos cercanos u otras personas que participan en su cuidado o en pagarlo</li>
            <li>compartimos información en una situación de ayuda en caso de desastre</li>
          </ul>
          <p>
            Si usted no puede decírnoslo (por ejemplo, si está inconsciente), podemos compartir información si creemos que es lo mejor para usted, o
            cuando haga falta para reducir una amenaza grave e inmediata a la salud o la seguridad.
          </p>
          <p>
            No usamos su información para recaudar fondos, y no la usamos ni la compartimos para mercadeo ni la vendemos, a menos que usted nos dé
            permiso por escrito (vea <a href="#authorization">Cuándo necesitamos su permiso por escrito</a>).
          </p>
        </>
      ),
    },
    'our-uses': {
      title: 'Cómo usamos y compartimos su información',
      body: () => (
        <>
          <p>Por lo general usamos o compartimos su información médica de estas maneras, sin pedirle permiso por escrito.</p>
          <h3>Para darle tratamiento</h3>
          <p>
            Usamos su información médica y la compartimos con otros profesionales que le están dando tratamiento. <em>Ejemplo:</em> nuestra
            enfermera le envía a su médico fotos y medidas de su herida, y el médico ordena un vendaje nuevo.
          </p>
          <h3>Cuando le refieren a nosotros</h3>
          <p>
            Su médico o su enfermera practicante, el encargado de altas de un hospital, las enfermeras del centro donde usted vive, o su familia
            pueden enviarnos un referido: sus datos de contacto, su herida, las órdenes, su seguro, y documentos como la orden, una nota de la
            visita, su tarjeta del seguro y fotos de su herida. Lo usamos para comunicarnos con usted, revisar su cobertura y planear su primera
            visita. Si usted no llega a ser nuestro paciente, borramos el referido y sus documentos {provider.privacy.retentionMonths} meses después
            de que llegó, o antes si usted nos lo pide.
          </p>
          <h3>Para cobrar por su cuidado</h3>
          <p>
            Usamos y compartimos su información médica para que Medicare y los planes de salud nos paguen. <em>Ejemplo:</em> le damos a su plan de
            salud información sobre su visita en casa para que la pague.
          </p>
          <h3>Para manejar nuestra organización</h3>
          <p>
            Usamos y compartimos su información médica para manejar nuestra práctica, mejorar su cuidado y comunicarnos con usted cuando haga falta.{' '}
            <em>Ejemplo:</em> una enfermera con experiencia revisa los expedientes de heridas para revisar la calidad de nuestro cuidado y para
            capacitar al personal.
          </p>
          <h3>Con empresas que trabajan para nosotros</h3>
          <p>
            Las empresas que nos dan servicios, como {privacyEs.hosting}, pueden guardar su información. Deben protegerla según un contrato
            por escrito (un contrato de socio comercial, o business associate agreement) y pueden usarla solo para el trabajo que les pedimos.
          </p>
        </>
      ),
    },
    ...noticeEnd,
  },
};

/**
 * The privacy policy's last sections in Spanish, typed by the English ones (privacy-policy-end.en.tsx):
 * the terms of use, CMS's Good Faith Estimate notice in plain US Spanish, changes, and whom to contact.
 */
import { provider } from '#contract';
import { privacyEs } from '#contract/provider.privacy.es';
import { GOOD_FAITH } from '../content/privacy-law';
import { Link } from '../ui/link';
import { Phone } from '../ui/phone';
import type { PolicyEndWords } from './privacy-policy-end.en';

const email = <a href={`mailto:${provider.email}`}>{provider.email}</a>;
const notice = <Link to="/notice-of-privacy-practices">Aviso de Prácticas de Privacidad</Link>;

export const policyEnd: PolicyEndWords = {
  terms: {
    title: 'Términos y condiciones',
    body: () => (
      <>
        <p>
          El contenido de este sitio web es información general, no es consejo médico, y no lo convierte en nuestro paciente. Siga siempre los
          consejos de su propio médico o enfermera. Nuestros formularios y nuestra línea de teléfono no son un servicio de emergencias: si tiene una
          emergencia médica, llame al 911.
        </p>
        <p>
          Reservar una consulta aparta un horario para hablar; el tratamiento empieza solo después de una evaluación y con su consentimiento. Por
          favor, denos sus datos de contacto correctos para que podamos comunicarnos con usted. Los textos, las ilustraciones y las guías de este
          sitio son de {provider.brandName}; puede imprimir las guías para su uso personal y para cuidar a alguien.
        </p>
      </>
    ),
  },
  'good-faith-estimate': {
    title: 'Su derecho a una Estimación de buena fe',
    body: () => (
      <>
        <p>
          Según la ley, los proveedores de atención médica deben darles a los pacientes que no tienen seguro, o que no usan su seguro, una
          Estimación de buena fe (<span lang="en">Good Faith Estimate</span>) de lo que costarán los artículos y servicios médicos.
        </p>
        <ul>
          <li>
            Usted tiene derecho a recibir una Estimación de buena fe con el costo total esperado de cualquier artículo o servicio que no sea de
            emergencia. Esto incluye costos relacionados, como análisis médicos, medicamentos con receta, equipo y cargos del hospital.
          </li>
          <li>
            Asegúrese de que su proveedor de atención médica le dé una Estimación de buena fe por escrito al menos {GOOD_FAITH.businessDaysBefore}{' '}
            día hábil antes de su servicio o artículo médico. También puede pedirle una Estimación de buena fe a su proveedor de atención médica, y a
            cualquier otro proveedor que usted elija, antes de programar un artículo o servicio.
          </li>
          <li>Si recibe una factura de al menos ${GOOD_FAITH.disputeDollars} más que su Estimación de buena fe, puede disputar la factura.</li>
          <li>Guarde una copia o una foto de su Estimación de buena fe.</li>
        </ul>
        <p>
          Si tiene preguntas o quiere más información sobre su derecho a una Estimación de buena fe, visite{' '}
          <a href={`https://${GOOD_FAITH.web}`}>{GOOD_FAITH.web}</a> o llame al {GOOD_FAITH.phone}. Para pedirnos una Estimación de buena fe, llame al{' '}
          <Phone /> o escriba a {email}.
        </p>
      </>
    ),
  },
  updates: {
    title: 'Cambios a esta política',
    body: () => (
      <p>
        Podemos actualizar esta política de vez en cuando. La versión nueva se publicará en esta página con una fecha nueva. Los cambios a nuestro{' '}
        {notice} se anuncian en el mismo aviso.
      </p>
    ),
  },
  contact: {
    title: 'Comuníquese con nosotros',
    body: () => (
      <p>
        Si tiene preguntas sobre esta política, quiere usar alguno de sus derechos o quiere presentar una queja, comuníquese con nuestro{' '}
        {privacyEs.officer} en {email} o al <Phone />, o use nuestra <Link to="/contact">página de contacto</Link>.
      </p>
    ),
  },
};

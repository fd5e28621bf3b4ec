/**
 * The privacy policy's words in Spanish, typed by the English ones (privacy-policy.en.tsx, which
 * says what they follow): the same sections, promises and figures, in plain US Spanish, "usted".
 * It stands on its own: it says all the English says, with no line sending the reader to the English.
 */
import type { ReactNode } from 'react';
import { AUDIT_YEARS, FINGERPRINT_DAYS, provider } from '#contract';
import { privacyEs } from '#contract/provider.privacy.es';
import { longDateEs } from './legal-date.es';
import { Link } from '../ui/link';
import type { PrivacyPolicyWords } from './privacy-policy.en';
import { policyEnd } from './privacy-policy-end.es';

const brand = provider.brandName;
const { retentionMonths, backupDays } = provider.privacy;
const { hosting } = privacyEs;
const notice = <Link to="/notice-of-privacy-practices">Aviso de Prácticas de Privacidad</Link>;

export const privacyPolicy: PrivacyPolicyWords = {
  hero: {
    eyebrow: 'Legal',
    title: 'Política de privacidad',
    lead: () => (
      <>
        Cómo este sitio web trata lo que usted nos envía por él, las condiciones para usarlo, y su derecho a recibir una Estimación de buena fe
        de los costos. Cómo usamos y compartimos su información médica cuando usted es nuestro paciente se explica en nuestro {notice}.
      </>
    ),
    updated: (date: ReactNode) => <>Última actualización: {date}</>,
  },
  contents: 'En esta página',
  date: longDateEs,
  sections: {
    hipaa: {
      title: 'Su información médica y la ley HIPAA',
      body: () => (
        <p>
          {brand} es un proveedor de atención médica que debe cumplir la Ley de Portabilidad y Responsabilidad de Seguros Médicos (HIPAA). Cómo
          usamos y compartimos su información médica cuando usted es nuestro paciente, y cuáles son sus derechos, se explica en nuestro {notice}.
          Esta política trata de este sitio web: lo que usted envía por sus formularios y lo que el sitio guarda en su dispositivo.
        </p>
      ),
    },
    'information-we-collect': {
      title: 'La información que recogemos',
      body: () => (
        <ul>
          <li>Lo que usted escribe en un formulario: su nombre, su correo electrónico y su número de teléfono y, para los centros, el nombre y la dirección del centro.</li>
          <li>Lo que nos cuenta en el formulario: el servicio que le interesa, dónde sería el cuidado, y cualquier mensaje o nota.</li>
          <li>Los datos de la cita: la fecha, la hora y el tipo de consulta o de visita de coordinación que usted reserva.</li>
          <li>
            Un referido: quién refiere (nombre, organización, teléfono y correo electrónico y, si es un médico o una enfermera practicante, el nombre
            y el NPI de quien da la orden); el nombre del paciente, su fecha de nacimiento, su teléfono, su dirección y su código postal; la herida,
            el diagnóstico y las órdenes; el seguro; y los documentos que se adjuntan: la orden, una nota de la visita, la tarjeta del seguro, fotos
            de la herida. Antes de guardar una foto, le quitamos la ubicación y los demás datos que un teléfono guarda en ella.
          </li>
          <li>
            Su dirección de internet (dirección IP), por poco tiempo: para frenar avalanchas de formularios, nuestro servidor los cuenta por
            dirección, solo en su memoria, durante un día como máximo. Nunca escribe su dirección misma en sus archivos ni en sus registros. Cuando
            usted reserva, guarda con la reserva, durante {FINGERPRINT_DAYS} días, un código de una sola vía hecho con la dirección de su red y una
            clave secreta. Con ese código no se puede volver a leer la dirección; sirve para que nuestro personal vea si llegan muchas reservas falsas
            desde un mismo lugar. Después, el servidor borra ese código.
          </li>
        </ul>
      ),
    },
    'how-we-use': {
      title: 'Cómo usamos su información',
      body: () => (
        <>
          <ul>
            <li>Para contestar su pregunta, y para llamarle sobre una consulta o visita que usted reservó.</li>
            <li>Para atender un referido: para llamar a quien refirió y al paciente, revisar el seguro y organizar la primera visita.</li>
            <li>Cuando ya es nuestro paciente: para atenderle, trabajar con sus médicos y cobrar el cuidado, como explica nuestro {notice}.</li>
            <li>Para cumplir nuestros deberes legales, de licencia y de calidad del cuidado.</li>
          </ul>
          <p>
            Cuando usted reserva, le enviamos por correo electrónico una confirmación con un archivo de calendario y un enlace para cambiar o
            cancelar la visita, y un recordatorio antes de la visita; cuando nos envía una pregunta, le enviamos una confirmación de que la recibimos.
            Cuando nos envía un referido, le enviamos su número de referencia y nuestro teléfono, y un aviso corto cuando se acepta, se programa o
            se rechaza. Estos correos dicen la fecha, la hora y el tipo de visita, o la referencia del referido, nunca el nombre del paciente, sus
            datos de salud ni lo que usted escribió. Nuestro personal recibe un correo que
            avisa que algo llegó, solo con la fecha y la hora; quién lo envió lo leen en nuestros propios sistemas. Este sitio web no envía
            mensajes de texto.
          </p>
        </>
      ),
    },
    sharing: {
      title: 'Quién guarda y quién ve su información',
      body: () => (
        <>
          <p>
            Nunca vendemos su información y nunca la compartimos para publicidad. Lo que usted envía por este sitio web se guarda en un servidor que
            maneja para nosotros {hosting}, con un contrato de socio comercial (business associate agreement) que le obliga a protegerla. Solo la
            puede leer nuestro personal que la necesita para contestarle o para cuidarle.
          </p>
          <p>
            Este sitio web no usa servicios de análisis, de publicidad ni de chat. Los correos de arriba pasan por los servidores de nuestro
            proveedor de correo electrónico; por eso no llevan datos de salud. Cuando ya es nuestro paciente, compartimos su información médica solo
            como lo explica nuestro {notice}.
          </p>
        </>
      ),
    },
    'on-your-device': {
      title: 'Lo que se queda en su dispositivo',
      body: () => (
        <>
          <ul>
            <li>Copias de nuestras páginas y guías, para que se abran sin señal.</li>
            <li>Las listas de horarios libres para citas (sin datos personales), por una semana como máximo.</li>
            <li>
              <strong>Los formularios enviados sin conexión.</strong> Si usted envía un formulario sin conexión, este espera en este dispositivo, en
              el almacenamiento del navegador, hasta que se envía o hasta que usted lo descarta con el botón «Por enviar», arriba en la página.
              Ahí <strong>no está cifrado</strong>: cualquier persona que pueda usar este navegador en este dispositivo podría verlo. Un referido
              espera con sus documentos, que salen del dispositivo en cuanto se envía. Cuando ya se envió, un resumen corto (el tipo de formulario, la fecha y la hora) y nuestra respuesta se quedan hasta que usted ve el resultado.
            </li>
          </ul>
          <p>
            <strong>En un dispositivo compartido o público</strong>, no envíe formularios sin conexión. Si algo está esperando en «Por enviar»,
            descártelo, y al terminar borre los datos de este sitio en la configuración del navegador.
          </p>
        </>
      ),
    },
    cookies: {
      title: 'Sin cookies, sin análisis y sin programas de otras empresas',
      body: () => (
        <p>
          Este sitio web no pone cookies, no usa análisis ni rastreo, y no carga programas (scripts), tipos de letra ni imágenes de otras empresas.
          Su configuración de seguridad los bloquea.
        </p>
      ),
    },
    retention: {
      title: 'Cuánto tiempo guardamos la información',
      body: () => (
        <p>
          Nuestro servidor borra las preguntas que llegan por el sitio web {retentionMonths} meses después de que llegan, y las solicitudes de cita{' '}
          {retentionMonths} meses después de la visita (cancelada o no), junto con nuestras notas sobre ellas y los correos que enviamos sobre ellas.
          Borra los referidos {retentionMonths} meses después de que llegan, con sus documentos, nuestras notas y los correos sobre ellos.
          Lo que ya es parte de su expediente médico como nuestro paciente se guarda en ese expediente el tiempo que pide la ley. Nuestro registro de
          quién miró o cambió qué guarda solo números de registro, nunca nombres ni contenidos, y se guarda {AUDIT_YEARS} años, como pide la ley
          HIPAA. Las copias de seguridad cifradas de nuestros registros se guardan {backupDays} días, así que algo borrado desaparece de ellas en{' '}
          {backupDays} días o menos. Los registros propios de nuestro servidor no guardan nombres, datos de contacto ni direcciones de internet. Los
          registros de acceso que guarda {hosting} sí incluyen direcciones de internet, y se borran después de un tiempo limitado.
        </p>
      ),
    },
    security: {
      title: 'Cómo protegemos su información',
      body: () => (
        <p>
          La información que se envía por este sitio web viaja por una conexión cifrada (HTTPS). En nuestro servidor se guarda en archivos que solo
          pueden abrir el propio programa del sitio web y el personal autorizado, y cada vez que nuestro personal la lee o la cambia, queda anotado.
          Los documentos de un referido se guardan aparte de las páginas del sitio web, nunca en una dirección que alguien pueda abrir: nuestro
          personal los descarga uno por uno, después de entrar con su cuenta, y cada descarga queda anotada.
          Sus copias de seguridad se cifran antes de salir del servidor. Si alguna vez una filtración afecta su información médica no protegida, se
          lo avisaremos como pide la ley.
        </p>
      ),
    },
    'your-rights': {
      title: 'Sus opciones y sus derechos',
      body: () => (
        <ul>
          <li>Preguntar qué información suya tenemos de este sitio web, y pedirnos que la corrijamos.</li>
          <li>
            Pedirnos que borremos una pregunta, una solicitud de cita o un referido que no se haya vuelto parte de un expediente médico. Lo
            borramos de nuestros registros enseguida, con sus documentos, nuestras notas y los correos sobre él; sus copias en nuestras copias de
            seguridad cifradas desaparecen en{' '}
            {backupDays} días o menos.
          </li>
          <li>Como nuestro paciente, usted también tiene los derechos que aparecen en nuestro {notice}.</li>
          <li>
            Presentar una queja ante nosotros, o ante la Oficina de Derechos Civiles del Departamento de Salud y Servicios Humanos de los Estados
            Unidos. Nunca tomaremos represalias contra usted por presentar una queja.
          </li>
        </ul>
      ),
    },
    children: {
      title: 'La privacidad de los niños',
      body: () => (
        <p>
          Este sitio web no está hecho para niños menores de 13 años, y no recogemos a sabiendas información personal de ellos por internet. El
          cuidado de un menor se organiza con su padre, su madre o su tutor. Si usted cree que un niño nos envió información, comuníquese con
          nosotros y la borraremos.
        </p>
      ),
    },
    ...policyEnd,
  },
};

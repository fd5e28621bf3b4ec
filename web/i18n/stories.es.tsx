/** The patient stories' words in Spanish, typed by the English ones (stories.en.tsx says what each is, and what a real story needs). */
import type { StoriesWords } from './stories.en';

export const STORIES: StoriesWords = {
  items: [
    {
      role: 'Paciente, úlcera venosa de la pierna',
      text: 'Después de ocho meses con una herida en la pierna, ya casi me había dado por vencida. Mi enfermera venía cada semana a la mesa de mi cocina, me explicaba cada paso y me ponía las vendas de compresión. Siempre supe qué venía después, y nunca tuve que buscar quién me llevara.',
    },
    {
      role: 'Paciente con diabetes',
      text: 'Una úlcera en el pie me daba miedo por lo que le pasó a mi papá. El equipo me enseñó a quitarle peso al pie, mantuvo a mi médico al tanto y nunca me apuró. Por primera vez entendí cómo cuidar mis propios pies.',
    },
    {
      role: 'Hija y cuidadora de la familia',
      text: 'Mi mamá vive a dos horas de mí. Después de cada visita yo recibía un resumen corto, y la enfermera me enseñó en qué fijarme cuando estoy con ella. Saber que alguien con experiencia la estaba revisando le dio tranquilidad a toda la familia.',
    },
    {
      role: 'Residente de vida asistida',
      text: 'No tuve que salir de mi apartamento ni una vez. Llegaban a tiempo, cambiaban cada vendaje con cuidado y siempre se tomaban un minuto para preguntarme cómo estaba de verdad. Eso me importó tanto como el cuidado mismo.',
    },
    {
      role: 'Directora de enfermería, centro de enfermería especializada',
      text: 'Su coordinadora de cuidados hace las rondas con nuestro personal, anota todo con claridad y enseña a nuestras asistentes a cambiar de posición a los residentes y a revisarles la piel. Es como si fuera parte de nuestro propio equipo.',
      disclosure: 'Su centro nos envía residentes para el cuidado de heridas. No se le pagó por esta historia.',
    },
    {
      role: 'Paciente que se recupera de una cirugía',
      text: 'Mi herida de la cirugía se abrió y me daba miedo tener que ir más veces a la clínica. La enfermera vino a nuestra casa, hizo un plan claro y le enseñó a mi esposa cómo ayudar entre visitas. Siempre supimos a quién llamar.',
    },
  ],
  resultsVary:
    'Los resultados cambian según la circulación, las infecciones, la alimentación y la salud en general. Estas son experiencias de cada persona, no una promesa del mismo resultado.',
  sampleNote: 'Estas historias son ejemplos escritos para este sitio web, no las palabras de pacientes reales.',
  permissionNote: 'Acortamos los nombres para proteger la privacidad, y cada historia se comparte con permiso por escrito.',
};

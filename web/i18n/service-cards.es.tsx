/** The five services' card descriptions in Spanish, typed by the English ones (service-cards.en.tsx says where each shows). */
import type { ServiceCardsWords } from './service-cards.en';

export const SERVICE_CARDS: ServiceCardsWords = {
  descriptions: [
    'Revisión, limpieza, retiro del tejido muerto y los vendajes correctos para heridas que tardan en sanar, con un plan por escrito que su familia y su médico pueden seguir.',
    'Suero y electrolitos por la vena (IV) para la deshidratación, puestos junto a su cama por una enfermera con licencia, solo cuando su propio médico lo ordena.',
    'Un injerto de tejido placentario donado para heridas que no han sanado después de unas 4 semanas de cuidado normal. La FDA lo regula como un producto de tejido humano; la FDA no lo ha aprobado para sanar heridas. No es una inyección y no es una cura.',
    'Sustitutos de piel hechos en un laboratorio, por ejemplo con células de piel que crecen sobre una malla o con colágeno. Sirven de base para que crezca tejido nuevo. Los usamos en algunas úlceras profundas o difíciles, y los ponemos y revisamos en casa.',
    'Vendas y medias de compresión a la medida sacan el líquido de las piernas hinchadas y son el tratamiento principal de las úlceras venosas de la pierna. Primero revisamos la circulación, se las ajustamos bien y le enseñamos a ponérselas.',
  ],
};

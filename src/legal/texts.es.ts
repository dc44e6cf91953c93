/** Spanish text of the three legal PDFs (our own wording). makePdfs.ts turns them into public/legal/es/. */
import type { LegalText } from './types.ts';

export const legalEs: Record<'legal_notice' | 'terms' | 'cookies', LegalText> = {
  legal_notice: {
    title: 'Aviso legal',
    sections: [
      {
        heading: '1. Titular del portal',
        body: 'Viajes B2B es un portal de ventas para agencias de viajes operado por Grupo Viajes Caribe, S.L. (el «Grupo»), con domicilio social en Calle de la Brisa 12, 28001 Madrid (España), inscrita en el Registro Mercantil de Madrid. Contacto: legal@grupoviajescaribe.com.',
      },
      {
        heading: '2. Objeto',
        body: 'El portal permite a las agencias autorizadas, a sus operadores y a sus vendedores consultar, cotizar y reservar servicios turísticos (alojamiento, vuelos, autos, traslados, excursiones, seguros, paquetes y admisiones) para sus clientes. No está dirigido al consumidor final.',
      },
      {
        heading: '3. Acceso y usuarios',
        body: 'El acceso requiere un usuario y una contraseña personales, asignados por el Grupo Viajes Caribe o por la agencia de nivel superior. Cada agencia responde del uso que hagan sus usuarios, de la confidencialidad de sus credenciales y de la exactitud de los datos de los pasajeros que introduzca.',
      },
      {
        heading: '4. Propiedad intelectual',
        body: 'Los textos, imágenes, marcas, logotipos y el software del portal pertenecen al Grupo Viajes Caribe o a sus proveedores. Las agencias pueden usar la información de los productos para venderlos a sus clientes, pero no copiar, extraer de forma masiva ni revender los contenidos del portal.',
      },
      {
        heading: '5. Responsabilidad',
        body: 'El Grupo Viajes Caribe procura que la información publicada sea exacta y esté actualizada, pero precios y disponibilidad dependen de los proveedores y pueden cambiar hasta la confirmación de la reserva. El Grupo Viajes Caribe no responde de interrupciones debidas a mantenimiento, a causas de fuerza mayor o a terceros.',
      },
      {
        heading: '6. Protección de datos',
        body: 'Los datos personales de usuarios y pasajeros se tratan para gestionar las reservas, cumplir obligaciones legales y prestar asistencia durante el viaje, conforme al Reglamento (UE) 2016/679. Puede ejercer sus derechos escribiendo a privacidad@grupoviajescaribe.com.',
      },
      {
        heading: '7. Ley aplicable',
        body: 'Este aviso se rige por la ley española. Para cualquier controversia, las partes se someten a los juzgados y tribunales de Madrid, salvo que la ley disponga otra cosa.',
      },
    ],
  },
  terms: {
    title: 'Términos y condiciones de contratación',
    sections: [
      {
        heading: '1. Partes',
        body: 'Estas condiciones regulan la relación entre el Grupo Viajes Caribe, como mayorista, y cada agencia de viajes que reserva servicios a través del portal Viajes B2B, en su propio nombre o por cuenta de sus clientes.',
      },
      {
        heading: '2. Reservas',
        body: 'Una reserva queda confirmada cuando el portal le asigna un localizador y el estado «Reservado». Los servicios bajo petición se confirman o deniegan en un plazo máximo de 48 horas laborables. La agencia debe revisar nombres, fechas y servicios antes de confirmar.',
      },
      {
        heading: '3. Precios y moneda',
        body: 'Los precios son netos para la agencia, se expresan en la moneda asignada a su agencia e incluyen los impuestos indicados en cada servicio. El margen que la agencia aplique a su cliente es responsabilidad suya.',
      },
      {
        heading: '4. Pago',
        body: 'Las reservas se pagan con el fondo de la agencia, con tarjeta, mediante enlace de pago, por depósito o, cuando se autorice, mediante pago parcial. Si el pago no se recibe antes de la fecha límite indicada, la reserva puede cancelarse sin más aviso.',
      },
      {
        heading: '5. Cancelaciones y cambios',
        body: 'Cada servicio tiene su política de cancelación, visible antes de reservar: un porcentaje del coste total, un importe fijo o un número de noches, según los días que falten para la fecha de inicio. Los cambios se tratan como cancelación y nueva reserva cuando el proveedor así lo exige.',
      },
      {
        heading: '6. Documentación',
        body: 'La agencia informará a sus clientes de los requisitos de pasaporte, visado, seguro médico y formularios del destino. El Grupo Viajes Caribe no responde de la denegación de embarque o de entrada por falta de documentación.',
      },
      {
        heading: '7. Reclamaciones',
        body: 'Las reclamaciones se presentan por escrito a la oficina comercial del país de la agencia en los 30 días siguientes al final del servicio, con el localizador y la documentación que las justifique.',
      },
    ],
  },
  cookies: {
    title: 'Política de cookies',
    sections: [
      {
        heading: '1. Qué son las cookies',
        body: 'Las cookies son pequeños archivos que el portal guarda en su navegador para recordar información entre una página y otra.',
      },
      {
        heading: '2. Cookies que usamos',
        body: 'Solo usamos cookies propias y necesarias: tokenB2B y refresh_tokenB2B mantienen su sesión iniciada; userB2B, agency, currency y balance guardan los datos de su usuario y de su agencia; languageB2B recuerda el idioma elegido durante 365 días. Los filtros de búsqueda se guardan un día y la ubicación elegida en el mercado local se recuerda hasta que la cambie.',
      },
      {
        heading: '3. Cookies de terceros',
        body: 'El portal no usa cookies de publicidad ni de analítica de terceros. Los enlaces a redes sociales abren sitios externos, que tienen sus propias políticas.',
      },
      {
        heading: '4. Cómo gestionarlas',
        body: 'Puede borrar las cookies desde la configuración de su navegador. Si borra las cookies de sesión tendrá que volver a iniciar sesión; si bloquea las cookies necesarias, el portal no podrá funcionar.',
      },
      {
        heading: '5. Cambios',
        body: 'Si añadimos nuevas cookies actualizaremos esta política y se lo indicaremos en el portal.',
      },
    ],
  },
};

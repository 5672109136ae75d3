// The server's Spanish texts (US Spanish, "tú"), key for key as en.ts. Placeholders stay as they are;
// Box, Straight, Pick 3 and the draw-time names (Morning, Day, Evening, Night) stay in English, as on the web.
import type { MessageKey } from './en.js';

export const es: Record<MessageKey, string> = {
  'signupCode.subject': 'Tu código de verificación: {code}',
  'signupCode.text':
    'Tu código de verificación de Pick 3 Analyzer es {code}. Vence en {minutes} minutos.\n\nSi no te registraste, ignora este mensaje.',
  'accountExists.subject': 'Intento de registro con tu correo electrónico',
  'accountExists.text':
    'Alguien (quizás tú) intentó registrarse en Pick 3 Analyzer con este correo electrónico, que ya tiene una cuenta.\n\n' +
    'Para entrar, inicia sesión o usa "¿Olvidaste tu contraseña?" en la página de inicio de sesión para crear una nueva. Si no fuiste tú, ignora este mensaje.',
  'resetCode.subject': 'Tu código para restablecer la contraseña: {code}',
  'resetCode.text':
    'Tu código para restablecer la contraseña de Pick 3 Analyzer es {code}. Vence en {minutes} minutos.\n\n' +
    'Si no pediste restablecer tu contraseña, ignora este mensaje: tu contraseña sigue igual.',
  'alertConfirm.subject': 'Confirma tus alertas de Pick 3',
  'alertConfirm.text':
    'Tu código de confirmación de alertas de Pick 3 es {code}. Vence en {minutes} minutos.',
  'alert.draw': '{state} {drawTime} {date}: {number}',
  'alert.hitSubject': 'Alerta de Pick 3: salió {number} en {state}',
  'alert.hitEntry': '{number} ({mode}): ${prize} con una jugada de ${stake}',
  'alert.hitText': '{draw}. Coincide con tus números seguidos {entries}.',
  'alert.resultSubject': 'Resultado de Pick 3: {state} {number}',
  'alert.resultText': '{draw}. Ninguno de tus números seguidos salió.',
  'push.resultTitle': 'Resultado de {state} {drawTime}',
  'push.resultBody': '{date}: {number}',
  'push.hitTitle': 'Salió {number} en {state}',
  'push.hitBody': '{drawTime} {date}. Coincide con tus números seguidos {entries}.',
  'push.poolWinTitle': 'Jugada del Pool {pool} resuelta: ganó',
  'push.poolLossTitle': 'Jugada del Pool {pool} resuelta: no ganó',
  'push.poolBody': '{state} {drawTime} {date}: salió {number}.',
  'alert.boardSubjectWin': 'Tablero de Pick 3: tu jugada de {state} ganó ${prize}',
  'alert.boardSubjectLoss': 'Tablero de Pick 3: tu jugada de {state} no ganó',
  'alert.boardText': '{draw}. Tus jugadas del tablero: {picks}. Mira el tablero: /board/{state}',
  'alert.boardPickWin': '{number} ({playType}) ganó ${prize}',
  'alert.boardPickLoss': '{number} ({playType}) no ganó',
  'push.boardWinTitle': 'Tu jugada {number} de {state} ganó ${prize}',
  'push.boardLossTitle': 'Tu jugada {number} de {state} no ganó',
  'push.boardBody': '{drawTime} {date}: salió {drawn}. Mira el tablero.',
  'summary.subject': 'Resumen diario de Pick 3 del {date}',
  'summary.noDraws': '{state}: no hay sorteos guardados del {date} en tus horarios de sorteo.',
  'summary.hit': '{draw} — ACIERTO: {entries}',
  'pending.waits': 'Espera el sorteo {drawTime} del {date} a las {time}.',
  'pending.tookPlace':
    'Espera el sorteo {drawTime} del {date}: se realizó a las {time} y su resultado aún no está guardado.',
  'pending.missing':
    'Falta el sorteo {drawTime} del {date} en el historial guardado (hay sorteos posteriores guardados), así que este resultado no se puede resolver hasta que se agregue.',
  'pending.arrivesBy': 'Los resultados suelen llegar antes de las {by}.',
  'pending.late': 'Llega más tarde de lo habitual; próximo intento: {next}.',
  'pending.unreachable': 'La fuente de {state} no responde desde {since}; próximo intento: {next}.',
  'pending.errorStatus':
    'La fuente de {state} responde con un error desde {since}; próximo intento: {next}.',
  'pending.changed':
    'La fuente de {state} envía una página que no podemos leer desde {since}; próximo intento: {next}.',
  'pending.staleData':
    'El sorteo guardado más reciente de {state} es del {newest}; próximo intento: {next}.',
  'pending.neverChecked':
    'La fuente de {state} no se ha consultado desde que se importó el historial; próximo intento: {next}.',
  'pending.noSource':
    'No hay ninguna fuente de resultados de {state} configurada, así que este resultado solo llegará cuando alguien agregue el sorteo.',
  'receipt.subject': 'Tu recibo de Pick 3: pedido {orderId}',
  'receipt.paid': 'Pagaste ${amount} por {plays} jugadas:',
  'receipt.paidSandbox': 'Pedido de prueba (no se cobró dinero): ${amount} por {plays} jugadas:',
  'receipt.line': '{number} {playType}, {state} {draw}: {quantity} × ${price} = ${cost}. {outcome}',
  'receipt.won': 'Ganó ${prize} (salió {drawn}).',
  'receipt.lost': 'Sin premio (salió {drawn}).',
  'receipt.settled':
    'Cada jugada se resuelve como dice su boleto cuando su sorteo está guardado: mira Tus jugadas en tu perfil.',
  'plan.chat': 'Chat con IA: {subscriber} mensajes al día ({visitor} sin suscripción)',
  'plan.speech': 'Respuestas habladas: {subscriber} al día ({visitor} sin suscripción)',
  'plan.nothingToSell':
    'No está a la venta aquí: en este servidor la suscripción no añade nada a lo que ya tienes gratis.',
  'plan.offline':
    'El modelo de IA está desconectado en este servidor: el asistente responde a todos sin límite diario y las respuestas habladas usan la voz de tu navegador, así que la suscripción no añade ahora ningún cupo de chat ni de voz.',
};

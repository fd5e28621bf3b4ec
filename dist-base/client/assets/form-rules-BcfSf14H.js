
export{t as check,n as parse,r as queuedId}from"./form-rules-DGDqHoeu.js";
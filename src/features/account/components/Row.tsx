// the row moved to the kit (src/kit/row); the account face keeps exporting it for the user centre tab
export { Row } from '../../../kit/row'

/** /brand-desc/{id}: a brand of the site with its story and the places it stands for. */
import { BrandView } from '../../components/BrandView'

export default function BrandDescPage() {
  return <BrandView />
}

/**
 * The other menu families' icons, all of them at hand: the mini-program's bundle (H5 fetches each
 * on its own, ./more-icons-loader.h5.ts). Imported by path, not from the package index (see ./icon-modules.d.ts).
 */
import Complaint from '@nutui/icons-react-taro/dist/es/icons/Complaint.js'
import Heart from '@nutui/icons-react-taro/dist/es/icons/Heart.js'
import Image from '@nutui/icons-react-taro/dist/es/icons/Image.js'
import Link from '@nutui/icons-react-taro/dist/es/icons/Link.js'
import List from '@nutui/icons-react-taro/dist/es/icons/List.js'
import Location from '@nutui/icons-react-taro/dist/es/icons/Location.js'
import Order from '@nutui/icons-react-taro/dist/es/icons/Order.js'
import Service from '@nutui/icons-react-taro/dist/es/icons/Service.js'
import ShieldCheck from '@nutui/icons-react-taro/dist/es/icons/ShieldCheck.js'
import Star from '@nutui/icons-react-taro/dist/es/icons/Star.js'
import Store from '@nutui/icons-react-taro/dist/es/icons/Store.js'
import Transit from '@nutui/icons-react-taro/dist/es/icons/Transit.js'
import Video from '@nutui/icons-react-taro/dist/es/icons/Video.js'
import Voice from '@nutui/icons-react-taro/dist/es/icons/Voice.js'

export const MORE_ICONS = { Complaint, Heart, Image, Link, List, Location, Order, Service, ShieldCheck, Star, Store, Transit, Video, Voice }

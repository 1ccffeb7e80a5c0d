/**
 * Chengdu's demo places (cd-city, and intl-expo with every name in en/fr/ja/ko; ya-paused and
 * beta-preview show them too). Real places, approximate gcj02 positions. Format: build.ts.
 */
import type { SiteTable } from './build'

const text = `
# SCENERY
成都大熊猫繁育研究基地 | 成华区熊猫大道1375号 | 104.1464,30.7381 | 4A | ¥55 | 看大熊猫吃竹子、爬树、睡大觉的地方 | 大熊猫,亲子游,自然 | scene=panda;hours=07:30-18:00（17:00 停止入园）;web=https://www.panda.org.cn;official=成都大熊猫繁育研究基地@https://www.panda.org.cn;intro=基地模拟大熊猫野外生态环境，竹林、湖泊与兽舍相间，清晨大熊猫最活跃，建议开园即入园;en=Chengdu Research Base of Giant Panda Breeding;fr=Base de recherche sur l’élevage des pandas géants de Chengdu;ja=成都パンダ繁育研究基地;ko=청두 판다 번식 연구기지
+ 月亮产房 | | | | | 大熊猫宝宝出生和育幼的地方 | 熊猫宝宝 | scene=panda;en=Moon Nursery;fr=Nurserie de la Lune;ja=月亮産室;ko=달 산실
+ 太阳产房 | | | | | 隔着玻璃看熊猫幼崽嬉戏 | 熊猫宝宝 | scene=panda;en=Sun Nursery;fr=Nurserie du Soleil;ja=太陽産室;ko=해 산실
+ 天鹅湖 | | | | | 黑天鹅与鸳鸯栖息的湖面 | 湖景 | scene=lake;en=Swan Lake;fr=Lac des Cygnes;ja=白鳥湖;ko=백조 호수
+ 小熊猫乐园 | | | | | 在树梢间跳跃的小熊猫 | 小熊猫 | scene=bamboo;en=Red Panda Garden;fr=Jardin des pandas roux;ja=レッサーパンダ園;ko=레서판다 정원
宽窄巷子 | 青羊区长顺上街127号 | 104.0537,30.6697 | 4A | 免费 | 清代古街与川西院落，最有烟火气的老街区 | 历史街区,美食,夜游 | scene=oldstreet;hours=全天开放;en=Kuanzhai Alleys;fr=Ruelles Kuanzhai;ja=寛窄巷子;ko=콴자이샹쯔
+ 宽巷子 | | | | | 老成都的闲生活，茶馆与院落 | 茶馆 | scene=oldstreet;en=Wide Alley;fr=Ruelle large;ja=寛巷子;ko=콴샹쯔
+ 窄巷子 | | | | | 老成都的慢生活，西式洋楼与川西民居 | 建筑 | scene=oldstreet;en=Narrow Alley;fr=Ruelle étroite;ja=窄巷子;ko=자이샹쯔
+ 井巷子 | | | | | 老成都的新生活，砖墙上的城市记忆 | 文化墙 | scene=oldstreet;en=Well Alley;fr=Ruelle du Puits;ja=井巷子;ko=징샹쯔
成都武侯祠博物馆 | 武侯区武侯祠大街231号 | 104.0478,30.646 | 4A | ¥50 | 全国唯一君臣合祀祠庙，三国圣地 | 三国文化,古建筑,园林 | scene=temple;hours=08:00-18:00;web=http://www.wuhouci.net.cn;en=Wuhou Shrine Museum;fr=Musée du temple de Wuhou;ja=成都武侯祠博物館;ko=청두 무후사 박물관
+ 刘备殿 | | | | | 供奉汉昭烈帝刘备的正殿 | 古建筑 | scene=temple;en=Liu Bei Hall;fr=Salle de Liu Bei;ja=劉備殿;ko=유비전
+ 诸葛亮殿 | | | | | 静远堂内的诸葛亮祖孙三代塑像 | 三国文化 | scene=temple;en=Zhuge Liang Hall;fr=Salle de Zhuge Liang;ja=諸葛亮殿;ko=제갈량전
+ 惠陵 | | | | | 刘备的陵墓，红墙夹道 | 红墙 | scene=garden;en=Huiling Tomb;fr=Tombeau de Huiling;ja=恵陵;ko=혜릉
杜甫草堂 | 青羊区青华路37号 | 104.0321,30.6603 | 4A | ¥50 | 诗圣杜甫流寓成都时的故居 | 诗歌,园林,人文 | scene=garden;hours=08:00-18:30;en=Du Fu Thatched Cottage;fr=Chaumière de Du Fu;ja=杜甫草堂;ko=두보초당
+ 茅屋故居 | | | | | 按诗意复原的杜甫茅屋 | 诗歌 | scene=homestay;en=Thatched Cottage;fr=La chaumière;ja=茅屋故居;ko=초가집 옛터
+ 花径 | | | | | 红墙竹影的诗意小路 | 竹林 | scene=bamboo;en=Flower Path;fr=Allée fleurie;ja=花径;ko=꽃길
锦里古街 | 武侯区武侯祠大街231号附1号 | 104.0497,30.6449 | 4A | 免费 | 三国文化与川西民俗的商业古街 | 小吃,夜游,民俗 | scene=oldstreet;hours=全天开放;en=Jinli Ancient Street;fr=Rue ancienne de Jinli;ja=錦里古街;ko=진리 옛거리
青城山 | 都江堰市青城山镇 | 103.5683,30.9005 | 5A | ¥80 | 道教发源地之一，“青城天下幽” | 道教,登山,世界遗产 | scene=mountain;hours=08:00-18:00;web=https://www.qingchengshan.cn;en=Mount Qingcheng;fr=Mont Qingcheng;ja=青城山;ko=칭청산
+ 天师洞 | | 103.5617,30.9043 | | | 张道陵讲道之地，古银杏参天 | 道观 | scene=temple;en=Tianshi Cave;fr=Grotte du Maître céleste;ja=天師洞;ko=천사동
+ 上清宫 | | 103.5568,30.9079 | | | 山顶道观，可观日出云海 | 日出 | scene=temple;en=Shangqing Palace;fr=Palais Shangqing;ja=上清宮;ko=상청궁
+ 月城湖 | | 103.5702,30.8972 | | | 山间湖泊，乘船摆渡 | 湖景 | scene=lake;en=Yuecheng Lake;fr=Lac Yuecheng;ja=月城湖;ko=웨청호
都江堰景区 | 都江堰市公园路 | 103.6135,31.0034 | 5A | ¥80 | 两千多年仍在使用的无坝引水工程 | 水利,世界遗产,历史 | scene=river;hours=08:00-18:00;en=Dujiangyan Irrigation System;fr=Système d’irrigation de Dujiangyan;ja=都江堰;ko=두장옌
西岭雪山 | 大邑县西岭镇 | 103.2296,30.6657 | 4A | ¥120 | “窗含西岭千秋雪”，南方滑雪胜地 | 雪山,滑雪,避暑 | scene=snowpeak;en=Xiling Snow Mountain;fr=Montagne enneigée de Xiling;ja=西嶺雪山;ko=시링 설산
黄龙溪古镇 | 双流区黄龙溪镇 | 103.9747,30.3175 | 4A | 免费 | 千年水乡古镇，府河边的吊脚楼 | 古镇,水乡 | scene=river;hours=全天开放;en=Huanglongxi Ancient Town;fr=Bourg ancien de Huanglongxi;ja=黄龍渓古鎮;ko=황룽시 고진
安仁古镇 | 大邑县安仁镇 | 103.6178,30.5196 | 4A | 免费 | 公馆建筑群与博物馆小镇 | 公馆,博物馆 | scene=oldstreet;hours=全天开放;en=Anren Ancient Town;fr=Bourg ancien d’Anren;ja=安仁古鎮;ko=안런 고진
街子古镇 | 崇州市街子镇 | 103.5539,30.7918 | 4A | 免费 | 青城后山脚下的千年古镇 | 古镇,银杏 | scene=oldstreet;hours=全天开放;en=Jiezi Ancient Town;fr=Bourg ancien de Jiezi;ja=街子古鎮;ko=제쯔 고진
文殊院 | 青羊区文殊院街66号 | 104.0727,30.6747 | 4A | 免费 | 川西著名禅林，香火千年 | 佛教,素斋 | scene=temple;hours=08:00-17:30;en=Wenshu Monastery;fr=Monastère Wenshu;ja=文殊院;ko=문수원
望江楼公园 | 武侯区望江路30号 | 104.0918,30.6293 | 3A | 免费 | 薛涛故里，竹林与崇丽阁 | 竹林,园林 | scene=pagoda;hours=06:00-21:00;en=Wangjiang Pavilion Park;fr=Parc du pavillon Wangjiang;ja=望江楼公園;ko=망강루 공원
人民公园 | 青羊区少城路12号 | 104.0585,30.6586 | | 免费 | 鹤鸣茶社喝盖碗茶，看成都人的日常 | 茶馆,公园 | scene=garden;hours=06:00-22:00;en=People’s Park;fr=Parc du Peuple;ja=人民公園;ko=인민공원

# VENUE
四川博物院 | 青羊区浣花南路251号 | 104.0383,30.6598 | 国家一级博物馆 | | 西南地区最大的综合性博物馆之一 | 文物,书画,青铜器 | web=https://www.scmuseum.cn;en=Sichuan Museum;fr=Musée du Sichuan;ja=四川博物院;ko=쓰촨 박물원
+ 四川博物院学术报告厅 | | | | | 讲座与公益课堂 | 讲座 | en=Sichuan Museum Lecture Hall;fr=Auditorium du Musée du Sichuan;ja=四川博物院講堂;ko=쓰촨 박물원 강당
+ 张大千书画展 | | | | | 张大千临摹敦煌壁画专题 | 书画 | t=EXHIBITION;en=Zhang Daqian’s Paintings;fr=Peintures de Zhang Daqian;ja=張大千書画展;ko=장다첸 서화전
+ 战国嵌错水陆攻战纹铜壶 | | | | | 壶身错金银描绘水陆攻战场面 | 青铜器 | t=COLLECTION;scene=museum;en=Bronze Hu with Battle Scenes;fr=Vase hu aux scènes de bataille;ja=戦国水陸攻戦文銅壺;ko=전국시대 수륙공전문 동호
+ 万佛寺石刻造像 | | | | | 南朝佛教石刻精品 | 石刻 | t=COLLECTION;scene=temple;en=Wanfo Temple Stone Sculptures;fr=Sculptures du temple Wanfo;ja=万仏寺石刻造像;ko=만불사 석각 조상
成都博物馆 | 青羊区小河街1号 | 104.0636,30.6578 | 国家一级博物馆 | | 天府广场西侧，讲述成都城市史 | 城市史,皮影 | web=https://www.cdmuseum.com;en=Chengdu Museum;fr=Musée de Chengdu;ja=成都博物館;ko=청두 박물관
+ 成都博物馆儿童活动中心 | | | | | 亲子手作与故事会 | 亲子 | en=Chengdu Museum Children’s Centre;fr=Espace enfants du Musée de Chengdu;ja=成都博物館こども活動センター;ko=청두 박물관 어린이 활동센터
+ 中国皮影木偶展 | | | | | 皮影、木偶戏的千年技艺 | 非遗 | t=EXHIBITION;en=Chinese Shadow Puppets;fr=Ombres chinoises et marionnettes;ja=中国影絵人形展;ko=중국 그림자극 인형전
+ 秦石犀 | | | | | 李冰治水时的镇水神兽 | 石刻 | t=COLLECTION;en=Qin Stone Rhinoceros;fr=Rhinocéros de pierre des Qin;ja=秦の石犀;ko=진나라 돌코뿔소
+ 老官山汉墓提花织机模型 | | | | | 蜀锦织造技术的实物见证 | 蜀锦 | t=COLLECTION;en=Laoguanshan Loom Models;fr=Maquettes de métiers de Laoguanshan;ja=老官山漢墓織機模型;ko=라오관산 한묘 직기 모형
金沙遗址博物馆 | 青羊区金沙遗址路2号 | 104.0128,30.6813 | 国家一级博物馆 | ¥70 | 古蜀文明遗址，太阳神鸟出土地 | 古蜀文明,考古 | hours=09:00-18:00（周一闭馆）;en=Jinsha Site Museum;fr=Musée du site de Jinsha;ja=金沙遺跡博物館;ko=진사 유적 박물관
+ 金沙考古体验教室 | | | | | 模拟考古发掘课 | 研学 | en=Jinsha Archaeology Classroom;fr=Atelier d’archéologie de Jinsha;ja=金沙考古体験教室;ko=진사 고고학 체험 교실
+ 古蜀金器特展 | | | | | 金面具与金冠带集中展出 | 金器 | t=EXHIBITION;en=Gold of Ancient Shu;fr=L’or de l’ancien Shu;ja=古蜀金器特別展;ko=고촉 금기 특별전
+ 太阳神鸟金饰 | | | | | 中国文化遗产标志原型 | 金器 | t=COLLECTION;scene=pagoda;en=Golden Sun Bird;fr=Oiseau solaire en or;ja=太陽神鳥金箔;ko=태양신조 금장식
+ 金面具 | | | | | 薄如蝉翼的古蜀黄金面具 | 金器 | t=COLLECTION;en=Gold Mask;fr=Masque en or;ja=黄金の仮面;ko=황금 가면
四川科技馆 | 青羊区人民中路一段16号 | 104.0656,30.6622 | | | 天府广场北侧的互动科普场馆 | 科普,亲子 | en=Sichuan Science and Technology Museum;fr=Musée des sciences du Sichuan;ja=四川科技館;ko=쓰촨 과학기술관
+ 科技馆创客工作室 | | | | | 3D 打印与机器人编程 | 创客 | en=Maker Studio;fr=Atelier maker;ja=メーカースタジオ;ko=메이커 스튜디오
+ 航空航天展 | | | | | 从火箭到空间站 | 航天 | t=EXHIBITION;en=Aerospace Gallery;fr=Galerie de l’aérospatiale;ja=航空宇宙展;ko=항공우주 전시
成都图书馆 | 青羊区人民中路一段23号 | 104.0667,30.6637 | | | 市级公共图书馆，周末有亲子阅读 | 阅读,自习 | hours=09:00-21:00;en=Chengdu Library;fr=Bibliothèque de Chengdu;ja=成都図書館;ko=청두 도서관
+ 成都图书馆多功能厅 | | | | | 读书会与讲座场地 | 读书会 | en=Chengdu Library Multi-purpose Hall;fr=Salle polyvalente de la Bibliothèque;ja=成都図書館多目的ホール;ko=청두 도서관 다목적홀
四川省图书馆 | 青羊区人民中路一段 | 104.0689,30.6635 | | | 藏书五百余万册的省级图书馆 | 古籍,阅读 | hours=09:00-21:00;en=Sichuan Provincial Library;fr=Bibliothèque provinciale du Sichuan;ja=四川省図書館;ko=쓰촨성 도서관
+ 古籍阅览室 | | | | | 预约阅览善本古籍 | 古籍 | en=Rare Books Reading Room;fr=Salle des livres anciens;ja=古籍閲覧室;ko=고서 열람실
成都自然博物馆 | 成华区成华大道十里店路88号 | 104.1225,30.7004 | | | 恐龙化石与生物多样性 | 恐龙,科普 | en=Chengdu Natural History Museum;fr=Muséum d’histoire naturelle de Chengdu;ja=成都自然博物館;ko=청두 자연사 박물관
+ 恐龙世界展 | | | | | 马门溪龙骨架复原 | 恐龙 | t=EXHIBITION;en=World of Dinosaurs;fr=Le monde des dinosaures;ja=恐竜の世界展;ko=공룡 세계전
+ 马门溪龙化石 | | | | | 亚洲最长的恐龙之一 | 化石 | t=COLLECTION;en=Mamenchisaurus Fossil;fr=Fossile de Mamenchisaurus;ja=マメンチサウルス化石;ko=마멘키사우루스 화석
天府美术馆 | 天府新区兴隆湖畔 | 104.0842,30.3961 | | | 湖畔新地标，当代艺术展 | 美术,建筑 | en=Tianfu Art Museum;fr=Musée d’art de Tianfu;ja=天府美術館;ko=톈푸 미술관
+ 当代水墨展 | | | | | 西南当代水墨作品 | 水墨 | t=EXHIBITION;en=Contemporary Ink Painting;fr=Encre contemporaine;ja=現代水墨展;ko=현대 수묵전
建川博物馆聚落 | 大邑县安仁镇 | 103.6247,30.5253 | | ¥60 | 近现代史主题博物馆群 | 历史,博物馆群 | en=Jianchuan Museum Cluster;fr=Ensemble de musées Jianchuan;ja=建川博物館群;ko=젠촨 박물관군
+ 抗战老兵手印广场展 | | | | | 老兵手印墙 | 历史 | t=EXHIBITION;en=Veterans’ Handprints;fr=Empreintes des vétérans;ja=抗戦老兵手形広場展;ko=노병 손도장 광장전
成都市文化馆 | 青羊区草堂路 | 104.0355,30.6628 | | | 群众文化活动与非遗展示 | 非遗,培训 | en=Chengdu Cultural Centre;fr=Centre culturel de Chengdu;ja=成都市文化館;ko=청두시 문화관
+ 非遗传习室 | | | | | 蜀绣、竹编公益课 | 非遗 | en=Heritage Crafts Room;fr=Salle des savoir-faire;ja=無形文化遺産伝習室;ko=무형유산 전수실
+ 舞蹈排练厅 | | | | | 广场舞与民族舞排练 | 舞蹈 | en=Dance Studio;fr=Studio de danse;ja=ダンス練習室;ko=무용 연습실
四川大学博物馆 | 武侯区望江路29号 | 104.0873,30.6321 | | | 高校博物馆，民族民俗藏品丰富 | 民俗,高校 | en=Sichuan University Museum;fr=Musée de l’université du Sichuan;ja=四川大学博物館;ko=쓰촨대학 박물관
+ 西南民族服饰展 | | | | | 羌、藏、彝族服饰 | 民俗 | t=EXHIBITION;en=Costumes of Southwest China;fr=Costumes du Sud-Ouest;ja=西南民族衣装展;ko=서남 민족 복식전
+ 唐代宝相花纹锦 | | | | | 唐代蜀锦残片 | 蜀锦 | t=COLLECTION;en=Tang Brocade Fragment;fr=Fragment de brocart Tang;ja=唐代宝相華文錦;ko=당대 보상화문 비단
中国西部国际博览城 | 天府新区福州路东段88号 | 104.0822,30.4236 | | | 西部最大的会展中心，博览会主场馆 | 会展,博览会 | hours=09:00-17:00;en=Western China International Expo City;fr=Cité internationale des expositions de la Chine de l’Ouest;ja=中国西部国際博覧城;ko=중국 서부 국제 박람성
+ 博览城 1 号展馆 | | | | | 文旅博览会主展区 | 会展 | t=EXHIBITION;en=Expo Hall 1;fr=Hall d’exposition 1;ja=博覧城 1 号館;ko=박람성 1호관
世纪城新国际会展中心 | 高新区世纪城路198号 | 104.0736,30.5558 | | | 会议与展览中心 | 会展 | hours=09:00-17:00;en=Century City New International Convention Centre;fr=Nouveau centre international des congrès de Century City;ja=世紀城新国際会展センター;ko=세기성 신국제 컨벤션센터
+ 国际会议厅 | | | | | 同声传译会议厅 | 会议 | en=International Conference Hall;fr=Salle de conférence internationale;ja=国際会議ホール;ko=국제회의장

# HOTEL
成都香格里拉大酒店 | 锦江区滨江东路9号 | 104.0852,30.6431 | 五星 | ¥1080 起 | 府南河畔，望江景 | 江景,泳池 | web=https://www.shangri-la.com;en=Shangri-La Chengdu;fr=Shangri-La Chengdu;ja=シャングリ・ラ 成都;ko=샹그릴라 청두
成都博舍 | 锦江区笔帖式街81号 | 104.0879,30.6561 | 五星 | ¥1680 起 | 太古里旁的清代院落设计酒店 | 设计,院落 | en=The Temple House;fr=The Temple House;ja=ザ・テンプルハウス;ko=더 템플 하우스
成都群光君悦酒店 | 锦江区红星路三段1号 | 104.0815,30.6553 | 五星 | ¥1180 起 | 春熙路商圈高层景观 | 商圈,城景 | en=Grand Hyatt Chengdu;fr=Grand Hyatt Chengdu;ja=グランド ハイアット 成都;ko=그랜드 하얏트 청두
成都尼依格罗酒店 | 锦江区红星路三段99号 | 104.0823,30.6537 | 五星 | ¥1380 起 | IFS 楼上，俯瞰春熙路 | 商圈,高层 | en=Niccolo Chengdu;fr=Niccolo Chengdu;ja=ニコロ 成都;ko=니콜로 청두
锦江宾馆 | 锦江区人民南路二段80号 | 104.0676,30.6448 | 五星 | ¥680 起 | 老牌国宾馆，近锦江 | 老字号 | en=Jinjiang Hotel;fr=Hôtel Jinjiang;ja=錦江賓館;ko=진장 호텔
岷山饭店 | 锦江区人民南路二段55号 | 104.0665,30.6452 | 四星 | ¥420 起 | 人民南路地铁口 | 地铁 | en=Minshan Hotel;fr=Hôtel Minshan;ja=岷山飯店;ko=민산 호텔
成都天府丽都喜来登饭店 | 青羊区顺城大街15号 | 104.0734,30.6628 | 五星 | ¥780 起 | 天府广场旁，出行便利 | 地铁,商圈 | en=Sheraton Chengdu Lido Hotel;fr=Sheraton Chengdu Lido;ja=シェラトン成都リドホテル;ko=쉐라톤 청두 리도 호텔
成都富力丽思卡尔顿酒店 | 青羊区顺城大街269号 | 104.0713,30.6665 | 五星 | ¥1580 起 | 城市中心的高空酒店 | 高层,下午茶 | en=The Ritz-Carlton Chengdu;fr=The Ritz-Carlton Chengdu;ja=ザ・リッツ・カールトン成都;ko=더 리츠칼튼 청두
成都世纪城洲际酒店 | 高新区世纪城路88号 | 104.0731,30.5579 | 五星 | ¥880 起 | 会展中心旁的度假酒店 | 会展,泳池 | en=InterContinental Century City Chengdu;fr=InterContinental Century City Chengdu;ja=インターコンチネンタル成都世紀城;ko=인터컨티넨탈 청두 세기성
成都首座万丽酒店 | 锦江区东御街 | 104.0711,30.6573 | 五星 | ¥720 起 | 天府广场东侧 | 商务 | en=Renaissance Chengdu Hotel;fr=Renaissance Chengdu;ja=ルネッサンス成都ホテル;ko=르네상스 청두 호텔
全季酒店（宽窄巷子店） | 青羊区长顺上街 | 104.0559,30.6689 | 经济型 | ¥329 起 | 步行到宽窄巷子 3 分钟 | 近景点 | en=JI Hotel Kuanzhai Alleys;fr=JI Hotel Ruelles Kuanzhai;ja=全季酒店（寛窄巷子店）;ko=지 호텔 콴자이샹쯔점
青城山六善酒店 | 都江堰市青城山镇 | 103.5804,30.8856 | 五星 | ¥2280 起 | 青城山下的山林度假酒店 | 度假,温泉 | en=Six Senses Qing Cheng Mountain;fr=Six Senses Qing Cheng Mountain;ja=シックスセンシズ青城山;ko=식스센스 칭청산
锦里客栈 | 武侯区锦里古街内 | 104.0494,30.6452 | 精品 | ¥398 起 | 住在古街里，夜色最美 | 古街,夜游 | en=Jinli Inn;fr=Auberge de Jinli;ja=錦里客桟;ko=진리 객잔

# FOOD
陈麻婆豆腐（总店） | 青羊区西玉龙街197号 | 104.0706,30.6699 | | 人均 ¥70 | 麻婆豆腐的发源老店 | 川菜,老字号 | scene=hotpot;en=Chen Mapo Tofu;fr=Chen Mapo Tofu;ja=陳麻婆豆腐（本店）;ko=천마포 두부 본점
龙抄手（春熙路总店） | 锦江区春熙路南段6号 | 104.0802,30.6548 | | 人均 ¥45 | 皮薄馅嫩的红油抄手 | 小吃,老字号 | scene=noodles;en=Long Chaoshou Wontons;fr=Raviolis Long Chaoshou;ja=龍抄手（春熙路本店）;ko=룽차오서우 춘시루 본점
钟水饺（提督街店） | 锦江区提督街 | 104.0751,30.6622 | | 人均 ¥35 | 甜咸红油钟水饺 | 小吃,老字号 | scene=noodles;en=Zhong Dumplings;fr=Raviolis Zhong;ja=鍾水餃;ko=중수이자오
赖汤圆（总府路店） | 锦江区总府路27号 | 104.0793,30.6573 | | 人均 ¥25 | 百年汤圆，黑芝麻馅 | 甜品,老字号 | scene=tea;en=Lai Tangyuan;fr=Lai Tangyuan;ja=頼湯圓;ko=라이탕위안
蜀九香火锅（玉林店） | 武侯区玉林北路 | 104.0565,30.6339 | | 人均 ¥130 | 牛油红锅，鲜毛肚 | 火锅 | scene=hotpot;en=Shujiuxiang Hotpot;fr=Fondue Shujiuxiang;ja=蜀九香火鍋;ko=수주샹 훠궈
大龙燚火锅（春熙路店） | 锦江区春熙路 | 104.0818,30.6561 | | 人均 ¥120 | 辣得过瘾的网红火锅 | 火锅 | scene=hotpot;en=Dalongyi Hotpot;fr=Fondue Dalongyi;ja=大龍燚火鍋;ko=다룽이 훠궈
小龙坎老火锅（宽窄巷子店） | 青羊区长顺上街 | 104.0549,30.6681 | | 人均 ¥110 | 老成都九宫格 | 火锅 | scene=hotpot;en=Xiaolongkan Hotpot;fr=Fondue Xiaolongkan;ja=小龍坎火鍋;ko=샤오룽칸 훠궈
玉林串串香 | 武侯区玉林西路 | 104.0533,30.6325 | | 人均 ¥60 | 竹签串串，按签计价 | 串串 | scene=hotpot;en=Yulin Chuanchuan;fr=Brochettes de Yulin;ja=玉林串串香;ko=위린 촨촨샹
马旺子川小馆 | 武侯区科华北路 | 104.0794,30.6283 | | 人均 ¥90 | 家常川菜，回锅肉一绝 | 川菜 | scene=hotpot;en=Mawangzi Sichuan Kitchen;fr=Cuisine sichuanaise Mawangzi;ja=馬旺子川菜館;ko=마왕쯔 쓰촨 요리점
银杏川菜酒楼 | 青羊区金河路 | 104.0622,30.6687 | | 人均 ¥180 | 精致川菜宴请 | 川菜,宴请 | scene=tea;en=Yinxing Sichuan Restaurant;fr=Restaurant Yinxing;ja=銀杏川菜酒楼;ko=인싱 쓰촨 레스토랑
夫妻肺片（总府路店） | 锦江区总府路 | 104.0787,30.6576 | | 人均 ¥50 | 麻辣鲜香的凉拌牛杂 | 凉菜,老字号 | scene=noodles;en=Fuqi Feipian;fr=Fuqi Feipian;ja=夫妻肺片;ko=푸치페이폔
洞子口张老二凉粉 | 金牛区西安北路 | 104.0513,30.6905 | | 人均 ¥20 | 甜水面与黄凉粉 | 小吃 | scene=noodles;en=Zhang Lao’er Liangfen;fr=Liangfen Zhang Lao’er;ja=洞子口張老二涼粉;ko=장라오얼 량펀
鹤鸣茶社 | 青羊区少城路12号人民公园内 | 104.0579,30.6592 | | 人均 ¥30 | 盖碗茶、掏耳朵 | 茶馆 | scene=tea;hours=08:00-18:00;en=Heming Teahouse;fr=Maison de thé Heming;ja=鶴鳴茶社;ko=허밍 찻집

# SPECIALITY
蜀锦织绣体验店 | 青羊区草堂路 | 104.0374,30.6636 | | ¥198 起 | 蜀锦围巾与织锦书签 | 蜀锦,非遗 | en=Shu Brocade Shop;fr=Boutique de brocart Shu;ja=蜀錦織繍体験店;ko=촉금 자수 체험점
郫县豆瓣体验馆 | 郫都区安德街道 | 103.8216,30.8396 | | ¥29 起 | 川菜之魂，三年陈酿 | 调味品 | en=Pixian Chili Bean Paste;fr=Pâte de fèves de Pixian;ja=郫県豆板醤体験館;ko=피현 두반장 체험관
道明竹编 | 崇州市道明镇竹艺村 | 103.5346,30.6339 | | ¥68 起 | 瓷胎竹编与竹编茶具 | 竹编,非遗 | scene=bamboo;en=Daoming Bamboo Weaving;fr=Vannerie de Daoming;ja=道明竹編;ko=다오밍 죽공예
成都漆艺 | 锦江区春熙路 | 104.0809,30.6556 | | ¥260 起 | 雕银丝光漆器 | 漆器,非遗 | en=Chengdu Lacquerware;fr=Laques de Chengdu;ja=成都漆芸;ko=청두 칠기
蜀绣坊 | 锦江区宏济路 | 104.0998,30.6389 | | ¥158 起 | 芙蓉熊猫双面绣 | 蜀绣,非遗 | en=Shu Embroidery Workshop;fr=Atelier de broderie Shu;ja=蜀繍工房;ko=촉수 공방
青城山老腊肉 | 都江堰市青城山镇 | 103.5753,30.8901 | | ¥88 / 斤 | 柏枝熏制的山里腊肉 | 腊味 | scene=noodles;en=Qingcheng Cured Pork;fr=Porc fumé de Qingcheng;ja=青城山老臘肉;ko=칭청산 라러우
蒲江丑柑 | 蒲江县鹤山街道 | 103.5069,30.1966 | | ¥58 / 箱 | 蒲江特产，皮糙肉甜 | 水果 | scene=terraces;en=Pujiang Ugli Orange;fr=Agrume de Pujiang;ja=蒲江デコポン;ko=푸장 한라봉
竹叶青茶庄 | 锦江区红星路 | 104.0828,30.6602 | | ¥128 起 | 峨眉高山绿茶 | 茶叶 | scene=tea;en=Zhuyeqing Tea House;fr=Maison de thé Zhuyeqing;ja=竹葉青茶荘;ko=주예칭 차장

# HOMESTAY
青城山下·隐居 | 都江堰市青城山镇泰安村 | 103.5506,30.9245 | | ¥468 起 | 青城后山竹林里的小院 | 山景,竹林 | en=Hermitage at Qingcheng;fr=Ermitage de Qingcheng;ja=青城山下・隠居;ko=칭청산 은거
明月小院 | 蒲江县甘溪镇明月村 | 103.4479,30.2181 | | ¥368 起 | 茶山与松林间的陶艺民宿 | 陶艺,茶园 | scene=homestay;en=Mingyue Courtyard;fr=Cour Mingyue;ja=明月小院;ko=밍웨 소원
竹里 | 崇州市道明镇竹艺村 | 103.5338,30.6351 | | ¥420 起 | 无限形屋顶的竹编民宿 | 竹编,设计 | en=Bamboo Inn Zhuli;fr=Zhuli, maison de bambou;ja=竹里;ko=주리
幸福梅林人家 | 锦江区三圣街道幸福村 | 104.1372,30.6016 | | ¥268 起 | 梅林边的农家院 | 梅花,农家菜 | en=Plum Grove Guesthouse;fr=Maison du verger de pruniers;ja=幸福梅林農家;ko=행복매림 농가
西岭雪山·云上居 | 大邑县西岭镇 | 103.2468,30.6512 | | ¥388 起 | 雪山脚下看日出 | 雪山,日出 | scene=homestay;en=Xiling Cloud Lodge;fr=Gîte des nuages de Xiling;ja=西嶺雪山・雲上居;ko=시링 운상거
白鹿小院 | 彭州市白鹿镇 | 103.9078,31.1979 | | ¥328 起 | 法式教堂旁的山居 | 山景,教堂 | en=Bailu Courtyard;fr=Cour de Bailu;ja=白鹿小院;ko=바이루 소원
街子·古镇客栈 | 崇州市街子镇 | 103.5556,30.7931 | | ¥238 起 | 古镇河边的木楼 | 古镇 | en=Jiezi Riverside Inn;fr=Auberge de Jiezi;ja=街子古鎮客桟;ko=제쯔 객잔
桃花故里农家乐 | 龙泉驿区山泉镇 | 104.3103,30.5869 | | ¥198 起 | 三月桃花，七月水蜜桃 | 桃花,采摘 | en=Peach Blossom Farm Stay;fr=Ferme des pêchers;ja=桃花故里農家楽;ko=도화고리 농가

# RURAL
三圣花乡 | 锦江区三圣街道 | 104.1381,30.6029 | 4A | 免费 | 五朵金花，城市边的花海 | 花卉,骑行 | en=Sansheng Flower Village;fr=Village fleuri de Sansheng;ja=三聖花郷;ko=싼성 꽃마을
+ 荷塘月色 | | | | | 夏季荷花 | 荷花 | scene=lake;en=Lotus Pond;fr=Étang aux lotus;ja=荷塘月色;ko=연꽃 연못
+ 幸福梅林 | | | | | 冬春赏梅 | 梅花 | scene=garden;en=Happy Plum Grove;fr=Verger de pruniers;ja=幸福梅林;ko=행복 매림
明月村 | 蒲江县甘溪镇 | 103.4502,30.2163 | | 免费 | 陶艺与茶园的文创村落 | 陶艺,茶园 | en=Mingyue Village;fr=Village Mingyue;ja=明月村;ko=밍웨촌
+ 明月窑 | | | | | 百年邛窑柴窑 | 陶艺 | scene=stonetowers;en=Mingyue Kiln;fr=Four de Mingyue;ja=明月窯;ko=밍웨 가마
战旗村 | 郫都区唐昌镇 | 103.8195,30.8899 | 4A | 免费 | 乡村振兴示范村 | 乡村振兴,非遗 | en=Zhanqi Village;fr=Village Zhanqi;ja=戦旗村;ko=잔치촌
+ 乡村十八坊 | | | | | 豆瓣、布鞋、酱油作坊 | 手工作坊 | scene=oldstreet;en=Eighteen Village Workshops;fr=Dix-huit ateliers;ja=郷村十八坊;ko=향촌 18공방
道明竹艺村 | 崇州市道明镇 | 103.5351,30.6342 | | 免费 | 竹编手艺人聚居的川西林盘 | 竹编,林盘 | scene=bamboo;en=Daoming Bamboo Village;fr=Village du bambou de Daoming;ja=道明竹芸村;ko=다오밍 죽예촌
铁牛村 | 邛崃市平乐镇 | 103.3489,30.3519 | | 免费 | 稻田与林盘的田园综合体 | 稻田 | en=Tieniu Village;fr=Village Tieniu;ja=鉄牛村;ko=톄뉴촌
宝山村 | 彭州市龙门山镇 | 103.8566,31.2339 | 4A | 免费 | 龙门山下的富裕山村 | 山村,漂流 | scene=river;en=Baoshan Village;fr=Village Baoshan;ja=宝山村;ko=바오산촌
桃花故里 | 龙泉驿区山泉镇 | 104.3122,30.5882 | 4A | 免费 | 龙泉山上的万亩桃林 | 桃花 | en=Peach Blossom Hometown;fr=Pays des pêchers;ja=桃花故里;ko=도화고리
天府农博园 | 新津区兴义镇 | 103.8632,30.4213 | | 免费 | 农业博览与田园观光 | 农业,研学 | en=Tianfu Agricultural Expo Park;fr=Parc agricole de Tianfu;ja=天府農業博覧園;ko=톈푸 농업박람원

# ENTERTAINMENT
成都远洋太古里 | 锦江区中纱帽街8号 | 104.0869,30.6551 | | 免费 | 大慈寺旁的开放式街区 | 购物,夜游 | scene=oldstreet;en=Sino-Ocean Taikoo Li;fr=Taikoo Li Chengdu;ja=成都遠洋太古里;ko=청두 타이쿠리
九眼桥酒吧街 | 锦江区九眼桥 | 104.0874,30.6418 | | 人均 ¥150 | 锦江边的夜生活 | 酒吧,夜游 | scene=skyline;hours=19:00-次日 02:00;en=Jiuyanqiao Bar Street;fr=Rue des bars de Jiuyanqiao;ja=九眼橋バー街;ko=주옌차오 바 거리
东郊记忆 | 成华区建设南支路4号 | 104.1237,30.6706 | | 免费 | 老工厂改造的音乐公园 | 文创,音乐 | scene=skyline;hours=全天开放;en=Eastern Suburb Memory;fr=Mémoire de la banlieue est;ja=東郊記憶;ko=둥자오 기억
成都欢乐谷 | 金牛区西华大道16号 | 104.0419,30.7231 | | ¥230 | 大型主题游乐园 | 游乐园,亲子 | scene=river;hours=10:00-18:00;en=Happy Valley Chengdu;fr=Happy Valley Chengdu;ja=成都歓楽谷;ko=청두 해피밸리
成都海昌极地海洋公园 | 天府新区天府大道南段2039号 | 104.0689,30.4883 | | ¥260 | 企鹅、白鲸与海洋馆 | 海洋馆,亲子 | scene=lake;en=Haichang Polar Ocean Park;fr=Parc océanique polaire Haichang;ja=成都海昌極地海洋公園;ko=하이창 극지해양공원
天府熊猫塔 | 成华区猛追湾 | 104.0941,30.6624 | | ¥98 | 339 米观光塔，俯瞰城市 | 观景,夜景 | scene=skyline;en=Tianfu Panda Tower;fr=Tour du Panda de Tianfu;ja=天府パンダタワー;ko=톈푸 판다 타워
建设路小吃街 | 成华区建设路 | 104.1072,30.6726 | | 人均 ¥40 | 冒烤鸭、烤脑花，夜市烟火 | 小吃,夜市 | scene=oldstreet;hours=11:00-次日 01:00;en=Jianshe Road Snack Street;fr=Rue des snacks de Jianshe;ja=建設路屋台街;ko=젠서루 먹자골목
成都城市音乐厅 | 武侯区一环路南二段 | 104.0724,30.6323 | | ¥180 起 | 交响乐与歌剧演出 | 音乐会 | scene=theatre;hours=按演出场次;en=Chengdu City Concert Hall;fr=Salle de concert de Chengdu;ja=成都シティ音楽ホール;ko=청두 시티 콘서트홀

# RESEARCH_BASE
大熊猫生态研学营 | 成华区熊猫大道1375号 | 104.1451,30.7362 | | ¥260 / 人起 | 跟饲养员学做熊猫窝窝头 | 大熊猫,自然教育 | scene=panda;en=Giant Panda Study Camp;fr=Camp d’étude des pandas;ja=パンダ生態研修キャンプ;ko=판다 생태 학습캠프
金沙考古研学基地 | 青羊区金沙遗址路2号 | 104.0139,30.6802 | | ¥120 / 人起 | 模拟探方，认识古蜀文明 | 考古,历史 | en=Jinsha Archaeology Study Base;fr=Base d’archéologie de Jinsha;ja=金沙考古研修拠点;ko=진사 고고학 체험기지
都江堰水利研学基地 | 都江堰市公园路 | 103.6148,31.0019 | | ¥150 / 人起 | 在江边看懂鱼嘴分水 | 水利,科学 | scene=river;en=Dujiangyan Water Engineering Study Base;fr=Base d’étude hydraulique de Dujiangyan;ja=都江堰水利研修拠点;ko=두장옌 수리 체험기지
成都植物园自然课堂 | 金牛区天回镇 | 104.1216,30.7658 | | ¥80 / 人起 | 认植物、做标本 | 植物,自然教育 | scene=garden;en=Chengdu Botanical Garden Nature Class;fr=Classe nature du jardin botanique;ja=成都植物園自然教室;ko=청두 식물원 자연교실
四川科技馆研学中心 | 青羊区人民中路一段16号 | 104.0651,30.6617 | | ¥60 / 人起 | 机器人与航天科普课 | 科技,科普 | en=Sichuan Science Museum Study Centre;fr=Centre éducatif du musée des sciences;ja=四川科技館研修センター;ko=쓰촨 과학관 학습센터
建川博物馆研学基地 | 大邑县安仁镇 | 103.6231,30.5241 | | ¥100 / 人起 | 近现代史现场教学 | 历史,爱国教育 | en=Jianchuan Museum Study Base;fr=Base éducative du musée Jianchuan;ja=建川博物館研修拠点;ko=젠촨 박물관 학습기지
天府农博园农耕学堂 | 新津区兴义镇 | 103.8647,30.4199 | | ¥90 / 人起 | 插秧、收稻、做豆花 | 农耕,劳动教育 | scene=terraces;en=Tianfu Farming School;fr=École d’agriculture de Tianfu;ja=天府農耕学堂;ko=톈푸 농경학당
成都自然博物馆研学课堂 | 成华区十里店路88号 | 104.1233,30.6991 | | ¥80 / 人起 | 恐龙化石修复体验 | 恐龙,科普 | en=Natural History Study Class;fr=Classe d’histoire naturelle;ja=自然博物館研修教室;ko=자연사 박물관 학습교실

# SCENIC_PROJECT
西岭雪山索道 | 大邑县西岭镇 | 103.2317,30.6701 | | ¥140 | 直上日月坪，看雪山云海 | 索道,雪山 | scene=snowpeak;en=Xiling Snow Mountain Cableway;fr=Téléphérique de Xiling;ja=西嶺雪山ロープウェイ;ko=시링 설산 케이블카
西岭雪山滑雪场 | 大邑县西岭镇 | 103.2283,30.6745 | | ¥260 | 南方最大的高山滑雪场 | 滑雪 | scene=snowpeak;hours=09:00-16:30;en=Xiling Ski Resort;fr=Station de ski de Xiling;ja=西嶺雪山スキー場;ko=시링 스키장
青城山索道 | 都江堰市青城山镇 | 103.5643,30.9029 | | ¥60 | 月城湖至上清宫 | 索道 | scene=mountain;en=Mount Qingcheng Cableway;fr=Téléphérique du mont Qingcheng;ja=青城山ロープウェイ;ko=칭청산 케이블카
锦江夜游 | 锦江区九眼桥码头 | 104.0869,30.6411 | | ¥120 | 乘船看合江亭与两岸灯火 | 夜游,游船 | scene=skyline;hours=19:00-22:30;en=Jinjiang River Night Cruise;fr=Croisière nocturne sur la Jinjiang;ja=錦江ナイトクルーズ;ko=진장 야간 유람선
虹口漂流 | 都江堰市虹口乡 | 103.6381,31.1085 | | ¥180 | 龙门山冰川雪水漂流 | 漂流,避暑 | scene=river;hours=10:00-17:00;en=Hongkou Rafting;fr=Rafting de Hongkou;ja=虹口ラフティング;ko=훙커우 래프팅
成都欢乐谷·极速世界 | 金牛区西华大道16号 | 104.0421,30.7233 | | 含在景区门票内 | 过山车、跳楼机与激流勇进，一个主题区玩个够 | 主题区,刺激 | scene=skyline;hours=10:00-18:00;en=Chengdu Happy Valley Speed World;fr=Happy Valley de Chengdu, le Monde de la vitesse;ja=成都歓楽谷・スピードワールド;ko=청두 해피밸리 스피드 월드
+ 欢乐谷天地双雄 | 金牛区西华大道16号 | 104.0427,30.7238 | | 含在景区门票内 | 双塔跳楼机 | 刺激 | scene=skyline;en=Happy Valley Twin Towers;fr=Tours jumelles de Happy Valley;ja=歓楽谷ツインタワー;ko=해피밸리 트윈타워
+ 雪域雄鹰过山车 | | | | 含在景区门票内 | 悬挂式过山车，最高时速 80 公里 | 过山车,刺激 | scene=skyline;en=Snow Eagle Coaster;fr=Montagnes russes de l’Aigle des neiges;ja=雪域の鷲コースター;ko=설역웅응 롤러코스터
+ 欢乐谷激流勇进 | | | | 含在景区门票内 | 从 26 米高处冲入水池，夏天最受欢迎 | 水上,亲子 | scene=river;en=Happy Valley Log Flume;fr=Rivière sauvage de Happy Valley;ja=歓楽谷激流下り;ko=해피밸리 급류타기
熊猫基地观光车 | 成华区熊猫大道1375号 | 104.1459,30.7373 | | ¥10 | 省力游览熊猫基地 | 观光车 | scene=bamboo;en=Panda Base Shuttle;fr=Navette de la base des pandas;ja=パンダ基地観光カート;ko=판다기지 관광차
黄龙溪竹筏 | 双流区黄龙溪镇 | 103.9761,30.3169 | | ¥40 | 府河上的竹筏 | 竹筏,水乡 | scene=river;en=Huanglongxi Bamboo Raft;fr=Radeau de bambou de Huanglongxi;ja=黄龍渓竹いかだ;ko=황룽시 대나무 뗏목

# SCENIC_SHOW
蜀风雅韵·川剧变脸 | 青羊区琴台路文化公园 | 104.0506,30.6636 | | ¥180 起 | 变脸、吐火、滚灯，一台看遍川剧绝活 | 川剧,变脸 | en=Shu Feng Ya Yun Sichuan Opera;fr=Opéra du Sichuan Shu Feng Ya Yun;ja=蜀風雅韻・川劇変面;ko=촉풍아운 천극 변검
锦江剧场川剧折子戏 | 锦江区华兴正街54号 | 104.0767,30.6591 | | ¥160 起 | 老剧场里的经典折子戏 | 川剧 | hours=每日 19:30、21:00 两场;en=Jinjiang Theatre Opera Scenes;fr=Scènes d’opéra au théâtre Jinjiang;ja=錦江劇場 川劇折子戯;ko=진장극장 천극
顺兴老茶馆 | 高新区世纪城路198号 | 104.0742,30.5552 | | ¥120 起 | 边喝盖碗茶边看变脸 | 茶馆,川剧 | scene=tea;en=Shunxing Old Teahouse Show;fr=Spectacle de la maison de thé Shunxing;ja=順興老茶館;ko=순싱 옛 찻집 공연
悦来茶园 | 锦江区华兴正街 | 104.0771,30.6588 | | ¥80 起 | 百年川剧茶园，周末玩友会 | 川剧,老字号 | en=Yuelai Teahouse Opera;fr=Opéra de la maison de thé Yuelai;ja=悦来茶園;ko=웨라이 찻집 공연
道解都江堰 | 都江堰市灌口街道 | 103.6205,30.9951 | | ¥198 起 | 水与道的沉浸式大型演出 | 实景演出 | scene=theatre;en=Dao Reveals Dujiangyan;fr=Le Tao de Dujiangyan;ja=道解都江堰;ko=도해 두장옌
锦里三国情景剧 | 武侯区锦里古街 | 104.0503,30.6453 | | 免费 | 古街上的三国故事巡演 | 三国,巡演 | hours=每日 19:30、21:00 两场;en=Three Kingdoms Street Play;fr=Théâtre de rue des Trois Royaumes;ja=錦里三国劇;ko=진리 삼국 거리극
欢乐谷花车巡游 | 金牛区西华大道16号 | 104.0412,30.7226 | | 含在景区门票内 | 每日傍晚的花车与舞者 | 巡游,亲子 | en=Happy Valley Parade;fr=Parade de Happy Valley;ja=歓楽谷パレード;ko=해피밸리 퍼레이드
熊猫主题音乐剧 | 成华区猛追湾 | 104.0951,30.6612 | | ¥220 起 | 熊猫“滚滚”的成长故事 | 音乐剧,亲子 | en=Panda Musical;fr=Comédie musicale du panda;ja=パンダ・ミュージカル;ko=판다 뮤지컬

# TOILET
宽窄巷子 1 号公厕 | 青羊区宽巷子 | 104.0541,30.6701 | | | 宽巷子东口 | | en=Kuanzhai Alleys Toilet No.1;fr=Toilettes n° 1 des ruelles Kuanzhai;ja=寛窄巷子1号公衆トイレ;ko=콴자이샹쯔 1호 화장실
锦里游客中心公厕 | 武侯区锦里古街 | 104.0491,30.6443 | | | 锦里入口旁 | | en=Jinli Visitor Centre Toilet;fr=Toilettes du centre d’accueil de Jinli;ja=錦里ビジターセンタートイレ;ko=진리 관광안내소 화장실
人民公园东门公厕 | 青羊区少城路 | 104.0597,30.6583 | | | 东门进门右转 | | en=People’s Park East Gate Toilet;fr=Toilettes porte est du parc du Peuple;ja=人民公園東門トイレ;ko=인민공원 동문 화장실
春熙路步行街公厕 | 锦江区春熙路 | 104.0811,30.6551 | | | 步行街中段 | | en=Chunxi Road Toilet;fr=Toilettes de la rue Chunxi;ja=春熙路歩行街トイレ;ko=춘시루 보행가 화장실
熊猫基地南门公厕 | 成华区熊猫大道 | 104.1471,30.7352 | | | 南门检票口旁 | | en=Panda Base South Gate Toilet;fr=Toilettes porte sud de la base des pandas;ja=パンダ基地南門トイレ;ko=판다기지 남문 화장실
杜甫草堂正门公厕 | 青羊区青华路 | 104.0338,30.6597 | | | 正门售票处旁 | | en=Du Fu Cottage Main Gate Toilet;fr=Toilettes entrée de la chaumière de Du Fu;ja=杜甫草堂正門トイレ;ko=두보초당 정문 화장실
文殊院公厕 | 青羊区文殊院街 | 104.0735,30.6739 | | | 文殊坊内 | | en=Wenshu Monastery Toilet;fr=Toilettes du monastère Wenshu;ja=文殊院トイレ;ko=문수원 화장실
太古里公厕 | 锦江区中纱帽街 | 104.0861,30.6548 | | | 大慈寺西侧 | | en=Taikoo Li Toilet;fr=Toilettes de Taikoo Li;ja=太古里トイレ;ko=타이쿠리 화장실

# PARKING
宽窄巷子停车场 | 青羊区下同仁路 | 104.0518,30.6699 | | | 距宽窄巷子步行 5 分钟 | | en=Kuanzhai Alleys Car Park;fr=Parking des ruelles Kuanzhai;ja=寛窄巷子駐車場;ko=콴자이샹쯔 주차장
锦里停车场 | 武侯区洗面桥街 | 104.0479,30.6437 | | | 锦里与武侯祠共用 | | en=Jinli Car Park;fr=Parking de Jinli;ja=錦里駐車場;ko=진리 주차장
太古里地下停车场 | 锦江区东大街 | 104.0862,30.6541 | | | 直通太古里与 IFS | | en=Taikoo Li Underground Car Park;fr=Parking souterrain de Taikoo Li;ja=太古里地下駐車場;ko=타이쿠리 지하주차장
熊猫基地停车场 | 成华区熊猫大道 | 104.1482,30.7342 | | ¥10 / 次 | 大巴与小车分区停放 | | en=Panda Base Car Park;fr=Parking de la base des pandas;ja=パンダ基地駐車場;ko=판다기지 주차장
杜甫草堂停车场 | 青羊区青华路 | 104.0329,30.6589 | | | 正门东侧 | | en=Du Fu Cottage Car Park;fr=Parking de la chaumière de Du Fu;ja=杜甫草堂駐車場;ko=두보초당 주차장
文殊坊停车场 | 青羊区白家塘街 | 104.0742,30.6761 | | | 文殊院北侧 | | en=Wenshufang Car Park;fr=Parking de Wenshufang;ja=文殊坊駐車場;ko=원수팡 주차장
天府广场地下停车场 | 青羊区人民中路一段 | 104.0659,30.6602 | | | 市中心换乘 | | en=Tianfu Square Underground Car Park;fr=Parking souterrain de la place Tianfu;ja=天府広場地下駐車場;ko=톈푸광장 지하주차장
博览城 P3 停车场 | 天府新区福州路 | 104.0847,30.4219 | | | 会展期间开放 | | en=Expo City Car Park P3;fr=Parking P3 de la Cité des expositions;ja=博覧城 P3 駐車場;ko=박람성 P3 주차장

# GAS_STATION
中国石化人民南路加油站 | 武侯区人民南路四段 | 104.0682,30.6188 | | | 92#、95#、98#、0# 柴油 | | en=Sinopec Renmin South Road Station;fr=Station Sinopec avenue Renmin Sud;ja=中国石化人民南路ガソリンスタンド;ko=시노펙 런민난루 주유소
中国石油一环路西段加油站 | 青羊区一环路西二段 | 104.0402,30.6662 | | | 24 小时营业，可开票 | | en=PetroChina First Ring West Station;fr=Station PetroChina périphérique ouest;ja=中国石油一環路西段ガソリンスタンド;ko=페트로차이나 일환로 서단 주유소
中国石化蜀都大道加油站 | 成华区蜀都大道 | 104.1025,30.6638 | | | 便利店与自助洗车 | | en=Sinopec Shudu Avenue Station;fr=Station Sinopec avenue Shudu;ja=中国石化蜀都大道ガソリンスタンド;ko=시노펙 수두대로 주유소
中国石油天府大道加油站 | 高新区天府大道中段 | 104.0701,30.5731 | | | 近世纪城会展中心 | | en=PetroChina Tianfu Avenue Station;fr=Station PetroChina avenue Tianfu;ja=中国石油天府大道ガソリンスタンド;ko=페트로차이나 톈푸대로 주유소
中国石化成温立交加油站 | 青羊区光华大道 | 103.9917,30.6712 | | | 出城去青城山顺路 | | en=Sinopec Chengwen Interchange Station;fr=Station Sinopec échangeur Chengwen;ja=中国石化成温立交ガソリンスタンド;ko=시노펙 청원 인터체인지 주유소
中国石油熊猫大道加油站 | 成华区熊猫大道 | 104.1371,30.7301 | | | 熊猫基地附近 | | en=PetroChina Panda Avenue Station;fr=Station PetroChina avenue du Panda;ja=中国石油パンダ大道ガソリンスタンド;ko=페트로차이나 판다대로 주유소
中国石化双流机场路加油站 | 双流区机场路 | 103.9576,30.5786 | | | 去双流机场顺路 | | en=Sinopec Airport Road Station;fr=Station Sinopec route de l’aéroport;ja=中国石化空港路ガソリンスタンド;ko=시노펙 공항로 주유소
中国石化都江堰大道加油站 | 都江堰市都江堰大道 | 103.6377,30.9893 | | | 都江堰城区入口 | | en=Sinopec Dujiangyan Avenue Station;fr=Station Sinopec avenue de Dujiangyan;ja=中国石化都江堰大道ガソリンスタンド;ko=시노펙 두장옌대로 주유소

# MEDICAL
四川大学华西医院 | 武侯区国学巷37号 | 104.0632,30.6417 | 三级甲等 | | 西南地区疑难重症诊治中心 | 急诊,综合 | web=https://www.wchscu.cn;en=West China Hospital, Sichuan University;fr=Hôpital de la Chine de l’Ouest;ja=四川大学華西病院;ko=쓰촨대학 화시병원
四川省人民医院 | 青羊区一环路西二段32号 | 104.0389,30.6631 | 三级甲等 | | 省级综合医院 | 急诊,综合 | en=Sichuan Provincial People’s Hospital;fr=Hôpital populaire provincial du Sichuan;ja=四川省人民病院;ko=쓰촨성 인민병원
成都市第一人民医院 | 高新区万象北路18号 | 104.0763,30.5886 | 三级甲等 | | 中西医结合综合医院 | 急诊 | en=Chengdu First People’s Hospital;fr=Premier hôpital populaire de Chengdu;ja=成都市第一人民病院;ko=청두시 제1인민병원
成都市第三人民医院 | 青羊区青龙街82号 | 104.0714,30.6702 | 三级甲等 | | 市中心综合医院 | 急诊 | en=Chengdu Third People’s Hospital;fr=Troisième hôpital populaire de Chengdu;ja=成都市第三人民病院;ko=청두시 제3인민병원
成都中医药大学附属医院 | 金牛区十二桥路39号 | 104.0437,30.6696 | 三级甲等 | | 四川省中医院 | 中医 | en=Hospital of Chengdu University of TCM;fr=Hôpital de médecine chinoise de Chengdu;ja=成都中医薬大学附属病院;ko=청두중의약대학 부속병원
四川省妇幼保健院 | 武侯区沙堰西二街290号 | 104.0277,30.6107 | 三级甲等 | | 妇女儿童专科 | 妇幼 | en=Sichuan Maternal and Child Health Hospital;fr=Hôpital mère-enfant du Sichuan;ja=四川省婦幼保健院;ko=쓰촨성 부녀아동 보건원
成都市第二人民医院 | 锦江区庆云南街10号 | 104.0864,30.6591 | 三级甲等 | | 春熙路附近 | 急诊 | en=Chengdu Second People’s Hospital;fr=Deuxième hôpital populaire de Chengdu;ja=成都市第二人民病院;ko=청두시 제2인민병원
都江堰市人民医院 | 都江堰市宝莲路 | 103.6283,30.9937 | 三级乙等 | | 青城山、都江堰景区就近就医 | 急诊 | en=Dujiangyan People’s Hospital;fr=Hôpital populaire de Dujiangyan;ja=都江堰市人民病院;ko=두장옌시 인민병원
`

export const chengdu: SiteTable = {
  region: '510100',
  regionName: '四川省成都市',
  area: '028',
  districts: {
    锦江区: ['510104', '028'],
    青羊区: ['510105', '028'],
    金牛区: ['510106', '028'],
    武侯区: ['510107', '028'],
    成华区: ['510108', '028'],
    龙泉驿区: ['510112', '028'],
    新都区: ['510114', '028'],
    温江区: ['510115', '028'],
    双流区: ['510116', '028'],
    郫都区: ['510117', '028'],
    新津区: ['510118', '028'],
    大邑县: ['510129', '028'],
    蒲江县: ['510131', '028'],
    都江堰市: ['510181', '028'],
    彭州市: ['510182', '028'],
    邛崃市: ['510183', '028'],
    崇州市: ['510184', '028'],
    高新区: ['510107', '028'],
    天府新区: ['510116', '028'],
  },
  box: [102.9, 30.05, 104.95, 31.45],
  text,
  translated: true,
}

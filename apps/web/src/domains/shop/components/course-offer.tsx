import { ShoppingCartOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import type { CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../stores/session-store.ts';
import { courseGoods, SHOP_KEY } from '../api.ts';
import { courseOffer, offerText } from '../virtual-goods.ts';

/** The course goods on shelf (empty while the shop is off), shared by every course page and card. */
export function useCourseGoods() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [...SHOP_KEY, 'course-goods', !!token],
    queryFn: courseGoods,
    staleTime: 60_000,
  });
}

/**
 * "积分兑换 / 购买课程" on a course page or card: shown while the course is on sale in the shop and the
 * user cannot learn it yet; it opens the good's page, where it is bought.
 */
export function CourseOffer({
  courseId,
  learner,
  size = 'middle',
  style,
}: {
  courseId: string;
  learner: boolean;
  size?: 'small' | 'middle' | 'large';
  style?: CSSProperties;
}) {
  const navigate = useNavigate();
  const goods = useCourseGoods();
  const offer = courseOffer(goods.data, courseId, learner);
  if (!offer) return null;
  return (
    <Button
      type="primary"
      shape="round"
      size={size}
      style={style}
      icon={<ShoppingCartOutlined />}
      disabled={offer.soldOut}
      data-testid="course-offer"
      onClick={(e) => {
        e.stopPropagation();
        navigate(`/home-page/otherGoodsDetail?id=${encodeURIComponent(offer.productId)}`);
      }}
    >
      {offerText(offer)}
    </Button>
  );
}

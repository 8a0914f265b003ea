export const ROLE_SEED = [
  { roleCode: 'admin', roleName: '管理员', level: 100, description: '系统管理员，拥有全部权限' },
  { roleCode: 'teacher', roleName: '老师', level: 50, description: '管理自己的班级、课程与考试' },
  { roleCode: 'student', roleName: '学生', level: 10, description: '学习课程、提交作品、参加考试' },
];
